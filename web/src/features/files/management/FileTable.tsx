/** The file share list: a table on wide screens whose rows turn into cards on phones. */
import type { FileRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list/ListTable';
import { FileRow, type FileRowProps } from './FileRow';

export interface FileTableProps extends Omit<FileRowProps, 'file' | 'selected'> {
  files: readonly FileRecord[];
  selected: ReadonlySet<string>;
  /** True while another page or search loads and the rows shown are the previous ones. */
  isStale: boolean;
}

export function FileTable({ files, selected, isStale, ...rowProps }: FileTableProps) {
  const { t } = useTranslation('fileManagement');
  return (
    <ListTable
      caption={t('table.caption')}
      selectColumn={t('table.selectColumn')}
      columns={[
        t('table.file'),
        t('table.size'),
        t('table.storage'),
        t('table.password'),
        t('table.created'),
        t('table.expiry'),
        t('table.views'),
        t('table.status'),
      ]}
      actionsColumn={t('table.actions')}
      isStale={isStale}
    >
      {files.map((file) => (
        <FileRow key={file.id} file={file} selected={selected.has(file.id)} {...rowProps} />
      ))}
    </ListTable>
  );
}
