/** A page that cannot be shown: why, a retry where it may help, and a link back home. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from './Button';
import { linkButtonClass } from './classes';
import { EmptyState } from './EmptyState';

export interface ErrorWithWayHomeProps {
  title: string;
  description: string;
  /** Shown as a retry button when given. */
  onRetry?: () => void;
}

export function ErrorWithWayHome({ title, description, onRetry }: ErrorWithWayHomeProps) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          )}
          <Link to="/" className={linkButtonClass}>
            {t('actions.backHome')}
          </Link>
        </div>
      }
    />
  );
}
