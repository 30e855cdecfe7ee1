/** The share list: a table on wide screens whose rows turn into cards on phones. */
import type { PasteRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list/ListTable';
import { PasteRow, type PasteRowProps } from './PasteRow';

export interface PasteTableProps extends Omit<PasteRowProps, 'paste' | 'selected'> {
  pastes: readonly PasteRecord[];
  selected: ReadonlySet<string>;
  /** True while another page or search is loading and the rows shown are the previous ones. */
  isStale: boolean;
}

export function PasteTable({ pastes, selected, isStale, ...rowProps }: PasteTableProps) {
  const { t } = useTranslation('textManagement');
  return (
    <ListTable
      caption={t('table.caption')}
      selectColumn={t('table.selectColumn')}
      columns={[
        t('table.link'),
        t('table.format'),
        t('table.size'),
        t('table.password'),
        t('table.created'),
        t('table.expiry'),
        t('table.views'),
        t('table.status'),
      ]}
      actionsColumn={t('table.actions')}
      isStale={isStale}
    >
      {pastes.map((paste) => (
        <PasteRow key={paste.id} paste={paste} selected={selected.has(paste.id)} {...rowProps} />
      ))}
    </ListTable>
  );
}
