/** Says that what is on screen is this browser's offline copy, and when it was saved. */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import type { OfflineMark } from './offlineRead';

/** Renders nothing unless `mark` comes from the offline copy. */
export function OfflineCopyNotice({ mark }: { mark: OfflineMark | undefined }) {
  const { t, i18n } = useTranslation('common');
  if (mark?.offlineSavedAt === undefined) return null;
  const time = formatDateTime(new Date(mark.offlineSavedAt).toISOString(), i18n.language);
  return (
    <p
      role="status"
      data-testid="offline-copy-notice"
      className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      {t('offlineCopy.notice', { time })}
    </p>
  );
}
