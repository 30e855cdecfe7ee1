/** The list's first load (spinner), a failed load (message and retry), and an empty list. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import { primaryLinkClass } from '../view/linkButton';

export function ListLoading() {
  return (
    <div
      className="flex justify-center py-10 text-gray-500 dark:text-gray-400"
      data-testid="file-list-loading"
    >
      <Spinner size="lg" />
    </div>
  );
}

export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('fileManagement');
  const message = error instanceof Error && error.message ? error.message : t('list.loadFailed');
  return (
    <div className="space-y-3" data-testid="file-list-error">
      <p
        role="alert"
        className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
      >
        {message}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </div>
  );
}

export function ListEmpty({ search }: { search: string }) {
  const { t } = useTranslation('fileManagement');
  if (search) {
    return (
      <EmptyState
        title={t('empty.searchTitle', { search })}
        description={t('empty.searchDescription')}
      />
    );
  }
  return (
    <EmptyState
      title={t('empty.title')}
      description={t('empty.description')}
      action={
        <Link to="/upload" className={primaryLinkClass}>
          {t('empty.upload')}
        </Link>
      }
    />
  );
}
