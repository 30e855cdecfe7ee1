/** Why a share cannot be edited (not found, not yours, not logged in, other failure), with a way on. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { focusRing } from '../../../components/classes';
import { EmptyState } from '../../../components/EmptyState';
import { errorStatus } from '../api';

export interface EditLoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

export function EditLoadError({ error, onRetry }: EditLoadErrorProps) {
  const { t } = useTranslation('editor');
  const status = errorStatus(error);
  const message =
    status === 404
      ? t('edit.notFound')
      : status === 403
        ? t('edit.forbidden')
        : error instanceof Error && error.message
          ? t('edit.loadFailedWith', { message: error.message })
          : t('edit.loadFailed');
  const canRetry = status === undefined || status === 0 || status >= 500;
  return (
    <div data-testid="edit-load-error" role="alert">
      <EmptyState
        title={t('edit.unavailable')}
        description={message}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {canRetry && (
              <Button variant="secondary" onClick={onRetry}>
                {t('edit.retry')}
              </Button>
            )}
            <Link
              to="/"
              className={`inline-flex items-center rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700 dark:bg-blue-600 dark:hover:bg-blue-700 ${focusRing}`}
            >
              {t('edit.newShare')}
            </Link>
          </div>
        }
      />
    </div>
  );
}
