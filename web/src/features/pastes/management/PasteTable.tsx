/** The share list: a table on wide screens whose rows turn into cards on phones (one DOM for both). */
import type { PasteRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { PasteRow } from './PasteRow';

export interface PasteTableProps {
  pastes: readonly PasteRecord[];
  now: Date;
  selected: ReadonlySet<string>;
  /** True while another page or search is loading and the rows shown are the previous ones. */
  isStale: boolean;
  onToggle: (id: string) => void;
  onQr: (paste: PasteRecord) => void;
  onDelete: (paste: PasteRecord) => void;
}

const COLUMNS = [
  'table.link',
  'table.format',
  'table.size',
  'table.password',
  'table.created',
  'table.expiry',
  'table.views',
  'table.status',
] as const;

export function PasteTable({
  pastes,
  now,
  selected,
  isStale,
  onToggle,
  onQr,
  onDelete,
}: PasteTableProps) {
  const { t } = useTranslation('textManagement');
  return (
    <div
      className={`overflow-x-auto rounded-lg border border-gray-200 bg-white transition-opacity dark:border-gray-700 dark:bg-gray-900 ${
        isStale ? 'opacity-60' : ''
      }`}
      aria-busy={isStale || undefined}
    >
      <table className="block w-full text-left text-sm md:table md:min-w-full">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="hidden bg-gray-50 text-xs uppercase tracking-wide text-gray-500 md:table-header-group dark:bg-gray-800 dark:text-gray-400">
          <tr>
            <th scope="col" className="px-2.5 py-2">
              <span className="sr-only">{t('table.selectColumn')}</span>
            </th>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className="whitespace-nowrap px-2.5 py-2 font-medium">
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
          {pastes.map((paste) => (
            <PasteRow
              key={paste.id}
              paste={paste}
              now={now}
              selected={selected.has(paste.id)}
              onToggle={onToggle}
              onQr={onQr}
              onDelete={onDelete}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
