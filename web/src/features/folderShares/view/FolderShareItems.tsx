/**
 * A folder share's entries, as a list (name, size, modified, download) or a gallery (images
 * shown from the `view` route, which counts no download). Folders open in place, files preview.
 */
import { FileType, type FsItem } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { DownloadLink } from './DownloadLink';

export type ViewMode = 'list' | 'gallery';

export interface FolderShareItemsProps {
  items: FsItem[];
  mode: ViewMode;
  urlOf: (route: 'view' | 'download', item: FsItem) => string;
  onOpen: (item: FsItem) => void;
}

const nameButton =
  'inline-flex min-w-0 items-center gap-2 rounded text-left text-blue-700 hover:underline focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-300';

export function FolderShareItems({ items, mode, urlOf, onOpen }: FolderShareItemsProps) {
  const { t, i18n } = useTranslation('folderShare');
  const sorted = [...items].sort(
    (a, b) => Number(b.isDirectory) - Number(a.isDirectory) || a.name.localeCompare(b.name),
  );
  if (sorted.length === 0)
    return (
      <p className="py-8 text-center text-sm text-gray-500 dark:text-gray-400">
        {t('browse.empty')}
      </p>
    );

  if (mode === 'gallery')
    return (
      <ul
        data-testid="folder-share-gallery"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      >
        {sorted.map((item) => (
          <li key={item.path}>
            <button
              type="button"
              onClick={() => onOpen(item)}
              className="flex w-full flex-col items-center gap-2 rounded-lg border border-gray-200 p-2 text-sm hover:border-blue-400 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:border-gray-700"
            >
              <span className="flex aspect-square w-full items-center justify-center overflow-hidden rounded bg-gray-50 dark:bg-gray-800">
                {item.type === FileType.IMAGE ? (
                  <img
                    src={urlOf('view', item)}
                    alt=""
                    loading="lazy"
                    className="h-full w-full object-cover"
                  />
                ) : (
                  <Icon
                    name={item.isDirectory ? 'folder' : 'raw'}
                    className="h-10 w-10 text-gray-400"
                  />
                )}
              </span>
              <span className="w-full truncate text-gray-900 dark:text-gray-100">{item.name}</span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <table data-testid="folder-share-list" className="w-full table-fixed text-sm">
      <thead className="text-left text-xs text-gray-500 dark:text-gray-400">
        <tr>
          <th className="py-2 font-medium">{t('browse.name')}</th>
          <th className="hidden w-24 py-2 font-medium sm:table-cell">{t('browse.size')}</th>
          <th className="hidden w-44 py-2 font-medium md:table-cell">{t('browse.modified')}</th>
          <th className="w-12 py-2 sm:w-32">
            <span className="sr-only">{t('browse.download')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
        {sorted.map((item) => (
          <tr key={item.path} data-testid="folder-share-row">
            <td className="py-2 pr-2">
              <button type="button" className={nameButton} onClick={() => onOpen(item)}>
                <Icon
                  name={item.isDirectory ? 'folder' : 'raw'}
                  className="h-4 w-4 shrink-0 text-gray-400"
                />
                <span className="truncate">{item.name}</span>
              </button>
            </td>
            <td className="hidden py-2 text-gray-600 sm:table-cell dark:text-gray-400">
              {item.isDirectory ? '—' : formatBytes(item.size, i18n.language)}
            </td>
            <td className="hidden py-2 text-gray-600 md:table-cell dark:text-gray-400">
              {item.modified ? formatDateTime(item.modified, i18n.language) : '—'}
            </td>
            <td className="py-2 text-right">
              {!item.isDirectory && (
                <DownloadLink
                  href={urlOf('download', item)}
                  name={item.name}
                  label={t('browse.download')}
                  compact
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
