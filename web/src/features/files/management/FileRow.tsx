/** One file share in the list: a table row on wide screens, a card on phones. */
import type { FileRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { filePath, formatSize } from '../view/format';
import { Badge } from './Badge';
import { FileCell } from './FileCell';
import { CreatedBy, Expiry, StatusBadge, Views } from './FileFacts';
import { FileRowActions, type FileRowActionsProps } from './FileRowActions';
import { fileStatus } from './fileStatus';
import { checkboxClass } from './styles';

export interface FileRowProps extends Omit<FileRowActionsProps, 'file'> {
  file: FileRecord;
  /** When the list was fetched: statuses are judged at that instant. */
  now: Date;
  selected: boolean;
  onToggle: (id: string) => void;
}

export function FileRow({ file, now, selected, onToggle, ...actions }: FileRowProps) {
  const { t, i18n } = useTranslation('fileManagement');
  return (
    <tr
      data-testid="file-row"
      data-slug={file.slug}
      data-id={file.id}
      // Solid backgrounds: the sticky actions cell inherits them and must hide what scrolls under it.
      className={`flex flex-wrap items-start gap-x-6 gap-y-2 px-4 py-3 md:table-row md:p-0 ${
        selected ? 'bg-blue-50 dark:bg-blue-950' : 'bg-white dark:bg-gray-900'
      }`}
    >
      <FileCell className="md:w-10">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(file.id)}
          aria-label={t('table.select', { name: file.filename })}
          className={`mt-0.5 ${checkboxClass}`}
          data-testid="file-select"
        />
      </FileCell>
      <FileCell className="flex-1 basis-4/5 md:max-w-64 md:min-w-40 md:basis-auto">
        <span
          className="block font-medium break-all text-gray-900 md:truncate dark:text-gray-100"
          title={file.filename}
        >
          {file.filename}
        </span>
        <a
          href={filePath(file.slug)}
          target="_blank"
          rel="noopener noreferrer"
          className="block font-mono text-xs break-all text-blue-700 hover:underline md:truncate dark:text-blue-300"
        >
          {file.slug}
        </a>
        <span
          className="line-clamp-2 text-xs break-words text-gray-500 dark:text-gray-400"
          title={file.remark ?? undefined}
        >
          {file.remark || t('table.noRemark')}
        </span>
      </FileCell>
      <FileCell label={t('table.size')}>
        <span className="tabular-nums whitespace-nowrap">
          {formatSize(file.size, i18n.language)}
        </span>
      </FileCell>
      <FileCell label={t('table.storage')}>
        <span className="whitespace-nowrap">{file.storage_config_name ?? '—'}</span>
        <span className="block text-xs text-gray-500 dark:text-gray-400">
          {file.use_proxy ? t('access.proxy') : t('access.direct')}
        </span>
      </FileCell>
      <FileCell label={t('table.password')}>
        <Badge tone={file.has_password ? 'warning' : 'neutral'}>
          {file.has_password ? t('password.yes') : t('password.no')}
        </Badge>
      </FileCell>
      <FileCell label={t('table.created')} className="md:min-w-28">
        <CreatedBy file={file} />
      </FileCell>
      <FileCell label={t('table.expiry')} className="md:min-w-28">
        <Expiry file={file} now={now} />
      </FileCell>
      <FileCell label={t('table.views')}>
        <Views file={file} />
      </FileCell>
      <FileCell label={t('table.status')}>
        <StatusBadge status={fileStatus(file, now)} />
      </FileCell>
      <FileCell className="basis-full md:sticky md:right-0 md:bg-inherit md:shadow-[inset_1px_0_0_rgb(0_0_0/0.06)]">
        <FileRowActions file={file} {...actions} />
      </FileCell>
    </tr>
  );
}
