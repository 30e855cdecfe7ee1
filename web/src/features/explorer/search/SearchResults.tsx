/** Search results: each entry with where it lies (mount and folder), its size and time. */
import type { FsSearchResult } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { parentPath } from '../explorerPath';
import { FileIcon } from '../FileIcon';

export interface SearchResultsProps {
  results: readonly FsSearchResult[];
  onOpen: (item: FsSearchResult) => void;
}

export function SearchResults({ results, onOpen }: SearchResultsProps) {
  const { t, i18n } = useTranslation('explorer');
  const locale = i18n.language;
  return (
    <ul
      aria-label={t('search.results')}
      className="max-h-96 divide-y divide-gray-100 overflow-y-auto dark:divide-gray-800"
    >
      {results.map((item) => (
        <li key={item.path}>
          <button
            type="button"
            onClick={() => onOpen(item)}
            data-testid="search-result"
            data-path={item.path}
            className="flex w-full items-center gap-3 px-2 py-2 text-left hover:bg-gray-50 dark:hover:bg-gray-800"
          >
            {/* A mount's id marks mount folders in listings; here every entry has one. */}
            <FileIcon item={{ ...item, mount_id: null }} className="h-5 w-5 shrink-0" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-gray-900 dark:text-gray-100">
                {item.name}
              </span>
              <span className="block truncate text-xs text-gray-500 dark:text-gray-400">
                {t('search.where', { mount: item.mount_name, folder: parentPath(item.path) })}
              </span>
            </span>
            <span className="hidden shrink-0 text-right text-xs text-gray-500 sm:block dark:text-gray-400">
              {!item.isDirectory && <span className="block">{formatBytes(item.size, locale)}</span>}
              <span className="block">{formatDateTime(item.modified, locale, '')}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
