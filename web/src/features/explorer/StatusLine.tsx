/** Below the listing: how many folders and files it holds, and their total size. */
import type { FsItem } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { useItemLabels } from './useItemLabels';

export function StatusLine({ items }: { items: FsItem[] }) {
  const { t } = useTranslation('explorer');
  const { formatSize } = useItemLabels();
  const files = items.filter((item) => !item.isDirectory);
  const bytes = files.reduce((sum, item) => sum + item.size, 0);
  return (
    <p data-testid="explorer-status" className="text-xs text-gray-500 dark:text-gray-400">
      {t('status.summary', {
        folders: t('status.folders', { count: items.length - files.length }),
        files: t('status.files', { count: files.length }),
        size: formatSize(bytes),
      })}
    </p>
  );
}
