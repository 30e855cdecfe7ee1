/** An icon-sized action button of a list row; `title` is its tooltip, `label` its accessible name. */
import { Icon, type IconName } from '../Icon';
import { actionButtonClass, dangerActionClass } from './listClasses';

export interface RowActionButtonProps {
  icon: IconName;
  title: string;
  label: string;
  onClick: () => void;
  danger?: boolean;
  testId?: string;
}

export function RowActionButton({
  icon,
  title,
  label,
  onClick,
  danger,
  testId,
}: RowActionButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      title={title}
      aria-label={label}
      className={danger ? dangerActionClass : actionButtonClass}
      data-testid={testId}
    >
      <Icon name={icon} className="h-4 w-4" />
    </button>
  );
}
