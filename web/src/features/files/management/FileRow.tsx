/** One file share in the list: a table row on wide screens, a card on phones. */
import type { FileRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { Icon } from '../../../components/Icon';
import { ListCell } from '../../../components/list/ListCell';
import { SelectableRow } from '../../../components/list/SelectableRow';
import { formatBytes } from '../../../lib/format';
import { filePath } from '../../../lib/shareLinks';
import { CreatedBy, Expiry, StatusBadge, Views } from './FileFacts';
import { FileRowActions, type FileRowActionsProps } from './FileRowActions';
import { fileStatus } from './fileStatus';

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
    <SelectableRow
      id={file.id}
      slug={file.slug}
      selected={selected}
      onToggle={onToggle}
      selectLabel={t('table.select', { name: file.filename })}
      testIdPrefix="file"
      actions={<FileRowActions file={file} {...actions} />}
    >
      <ListCell className="flex-1 basis-4/5 md:max-w-48 md:min-w-40 md:basis-auto 2xl:max-w-64">
        <span
          className="block font-medium break-all text-gray-900 md:truncate dark:text-gray-100"
          title={file.filename}
        >
          {file.filename}
        </span>
        {file.available === false && (
          // The share is there, its stored file is not (docs/SHARE-OBJECTS.md).
          <span
            data-testid="file-unavailable"
            className="block text-xs font-medium text-red-700 dark:text-red-300"
          >
            {t('status.unavailable')}
          </span>
        )}
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
      </ListCell>
      <ListCell label={t('table.size')}>
        <span className="tabular-nums whitespace-nowrap">
          {formatBytes(file.size, i18n.language)}
        </span>
        {file.encrypted && (
          <span
            className="mt-1 flex items-start gap-1 text-xs text-emerald-700 dark:text-emerald-300"
            data-testid="file-encrypted"
          >
            <Icon name="lock" className="mt-px h-3.5 w-3.5 shrink-0" />
            {t('encrypted')}
          </span>
        )}
      </ListCell>
      <ListCell label={t('table.storage')}>
        <span
          className="block whitespace-nowrap md:max-w-32 md:truncate"
          title={file.storage_config_name ?? undefined}
        >
          {file.storage_config_name ?? '—'}
        </span>
        <span className="block text-xs text-gray-500 dark:text-gray-400">
          {file.use_proxy ? t('access.proxy') : t('access.direct')}
        </span>
      </ListCell>
      <ListCell label={t('table.password')}>
        <Badge tone={file.has_password ? 'warning' : 'neutral'}>
          {file.has_password ? t('password.yes') : t('password.no')}
        </Badge>
      </ListCell>
      <ListCell label={t('table.created')} className="md:min-w-28">
        <CreatedBy file={file} />
      </ListCell>
      <ListCell label={t('table.expiry')} className="md:min-w-24">
        <Expiry file={file} now={now} />
      </ListCell>
      <ListCell label={t('table.views')}>
        <Views file={file} />
      </ListCell>
      <ListCell label={t('table.status')}>
        <StatusBadge status={fileStatus(file, now)} />
      </ListCell>
    </SelectableRow>
  );
}
