/** The file share list: a table on wide screens whose rows turn into cards on phones (one DOM for both). */
import type { FileRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { FileRow, type FileRowProps } from './FileRow';

export interface FileTableProps extends Omit<FileRowProps, 'file' | 'selected'> {
  files: readonly FileRecord[];
  selected: ReadonlySet<string>;
  /** True while another page or search loads and the rows shown are the previous ones. */
  isStale: boolean;
}

const COLUMNS = [
  'table.file',
  'table.size',
  'table.storage',
  'table.password',
  'table.created',
  'table.expiry',
  'table.views',
  'table.status',
] as const;

export function FileTable({ files, selected, isStale, ...rowProps }: FileTableProps) {
  const { t } = useTranslation('fileManagement');
  return (
    <div
      className={`overflow-x-auto rounded-lg border border-gray-200 bg-white transition-opacity dark:border-gray-700 dark:bg-gray-900 ${isStale ? 'opacity-60' : ''}`}
      aria-busy={isStale || undefined}
    >
      <table className="block w-full text-left text-sm md:table md:min-w-full">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="hidden bg-gray-50 text-xs tracking-wide text-gray-500 uppercase md:table-header-group dark:bg-gray-800 dark:text-gray-400">
          <tr>
            <th scope="col" className="px-2.5 py-2">
              <span className="sr-only">{t('table.selectColumn')}</span>
            </th>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className="px-2.5 py-2 font-medium whitespace-nowrap">
                {t(key)}
              </th>
            ))}
            <th
              scope="col"
              className="sticky right-0 bg-gray-50 px-2.5 py-2 text-right font-medium dark:bg-gray-800"
            >
              {t('table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-gray-200 md:table-row-group dark:divide-gray-700">
          {files.map((file) => (
            <FileRow key={file.id} file={file} selected={selected.has(file.id)} {...rowProps} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
