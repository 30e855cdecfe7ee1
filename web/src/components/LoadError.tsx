/** A failed load: what went wrong (announced) and a retry button. */
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { FormAlert } from './FormAlert';

export interface LoadErrorProps {
  /** What went wrong, already translated. */
  message: string;
  onRetry: () => void;
  testId?: string;
}

export function LoadError({ message, onRetry, testId }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <div className="space-y-3" data-testid={testId}>
      <FormAlert message={message} />
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
