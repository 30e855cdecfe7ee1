/** Why a share cannot be shown (not found, expired or used up, other failure), with a way home. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { linkButtonClass } from './linkButton';
import type { ErrorReason } from './viewState';

export interface PasteErrorStateProps {
  reason: ErrorReason;
  message?: string;
  isRateLimited?: boolean;
  onRetry?: () => void;
}

export function PasteErrorState({ reason, message, isRateLimited, onRetry }: PasteErrorStateProps) {
  const { t } = useTranslation('pasteView');
  const texts = {
    'not-found': { title: t('errors.notFoundTitle'), description: t('errors.notFound') },
    gone: { title: t('errors.goneTitle'), description: t('errors.gone') },
    error: {
      title: t('errors.failedTitle'),
      description: isRateLimited ? t('errors.tooMany') : message || t('errors.failed'),
    },
  }[reason];
  return (
    <div data-testid="paste-error" data-reason={reason} role="alert" className="mx-auto max-w-xl">
      <EmptyState
        title={texts.title}
        description={texts.description}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {reason === 'error' && onRetry && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('common:actions.retry')}
              </Button>
            )}
            <Link to="/" className={linkButtonClass}>
              {t('common:actions.backHome')}
            </Link>
          </div>
        }
      />
    </div>
  );
}
