/** The last uploads from this browser (three), so a link can be found again later. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { formatBytes, formatDateTime } from '../../../lib/format';
import type { RecentUpload } from '../recentUploads';
import { ShareLinkItem } from './ShareLinkItem';

export function RecentUploads({
  items,
  onClear,
}: {
  items: readonly RecentUpload[];
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation('upload');
  if (items.length === 0) return null;
  const when = (iso: string) => formatDateTime(iso, i18n.language, iso);
  return (
    <section
      aria-labelledby="upload-recent-title"
      data-testid="upload-recent"
      className="rounded-lg border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-900"
    >
      <div className="flex items-center justify-between gap-2 border-b border-gray-200 px-4 py-3 dark:border-gray-700">
        <h2
          id="upload-recent-title"
          className="text-base font-semibold text-gray-900 dark:text-gray-100"
        >
          {t('recent.title')}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear} data-testid="upload-recent-clear">
          {t('recent.clear')}
        </Button>
      </div>
      <ul className="divide-y divide-gray-200 dark:divide-gray-700">
        {items.map((item) => (
          <ShareLinkItem
            key={item.slug}
            slug={item.slug}
            name={item.filename}
            detail={`${formatBytes(item.size, i18n.language)} · ${when(item.uploadedAt)}`}
          />
        ))}
      </ul>
    </section>
  );
}
