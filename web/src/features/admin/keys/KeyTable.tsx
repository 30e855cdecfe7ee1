/** The API key list as a table that scrolls sideways on narrow screens, with boxes to select keys. */
import type { ApiKey } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkboxClass } from '../../../components/list/listClasses';
import { KeyRow } from './KeyRow';

export interface KeyTableProps {
  keys: readonly ApiKey[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Selects every key, or none when all are selected. */
  onToggleAll: () => void;
  onEdit: (key: ApiKey) => void;
  onDelete: (key: ApiKey) => void;
}

const COLUMNS = [
  'keys.table.name',
  'keys.table.key',
  'keys.table.permissions',
  'keys.table.basicPath',
  'keys.table.created',
  'keys.table.expires',
  'keys.table.lastUsed',
] as const;

export function KeyTable({
  keys,
  selected,
  onToggle,
  onToggleAll,
  onEdit,
  onDelete,
}: KeyTableProps) {
  const { t } = useTranslation('admin');
  // One clock reading per mount keeps "expired" stable while the admin looks at the list.
  const [now] = useState(() => new Date());
  const selectedCount = keys.filter((key) => selected.has(key.id)).length;
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900">
      <table className="min-w-full divide-y divide-gray-200 text-left text-sm dark:divide-gray-700">
        <caption className="sr-only">{t('keys.table.caption')}</caption>
        <thead className="bg-gray-50 text-xs uppercase tracking-wide text-gray-500 dark:bg-gray-800 dark:text-gray-400">
          <tr>
            <th scope="col" className="w-8 px-3 py-2">
              <input
                type="checkbox"
                checked={selectedCount > 0 && selectedCount === keys.length}
                ref={(box) => {
                  // Some but not all: shown as mixed, which no attribute can say.
                  if (box) box.indeterminate = selectedCount > 0 && selectedCount < keys.length;
                }}
                onChange={onToggleAll}
                aria-label={t('keys.actions.selectAll')}
                className={checkboxClass}
                data-testid="key-select-all"
              />
            </th>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {t(key)}
              </th>
            ))}
            <th scope="col" className="whitespace-nowrap px-3 py-2 text-right font-medium">
              {t('keys.table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-700">
          {keys.map((key) => (
            <KeyRow
              key={key.id}
              apiKey={key}
              now={now}
              isSelected={selected.has(key.id)}
              onToggle={onToggle}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
