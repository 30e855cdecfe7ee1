/** The list's first load (spinner) and a failed load (message and retry). */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { errorText } from './format';

export function ListLoading() {
  return (
    <div
      className="flex justify-center py-10 text-gray-500 dark:text-gray-400"
      data-testid="paste-list-loading"
    >
      <Spinner size="lg" />
    </div>
  );
}

export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('textManagement');
  return (
    <div className="space-y-3" data-testid="paste-list-error">
      <p
        role="alert"
        className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
      >
        {errorText(error, t('list.loadFailed'))}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </div>
  );
}
