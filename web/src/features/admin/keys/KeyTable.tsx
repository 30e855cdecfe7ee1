/**
 * The API key list: a table on wide screens whose rows turn into cards on phones (as the share
 * lists do), with "select all" above it on every screen size for bulk deletion.
 */
import type { ApiKey } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkboxClass } from '../../../components/list/listClasses';
import { ListTable } from '../../../components/list/ListTable';
import { KeyRow } from './KeyRow';

export interface KeyTableProps {
  keys: readonly ApiKey[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Selects every key, or none when all are selected. */
  onToggleAll: () => void;
  onEdit: (key: ApiKey) => void;
  onDelete: (key: ApiKey) => void;
  onUploaders: (key: ApiKey) => void;
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
  onUploaders,
}: KeyTableProps) {
  const { t } = useTranslation('admin');
  // One clock reading per mount keeps "expired" stable while the admin looks at the list.
  const [now] = useState(() => new Date());
  const selectedCount = keys.filter((key) => selected.has(key.id)).length;
  return (
    <div className="space-y-2">
      <label className="inline-flex items-center gap-2 px-1 text-sm text-gray-700 dark:text-gray-300">
        <input
          type="checkbox"
          checked={selectedCount > 0 && selectedCount === keys.length}
          ref={(box) => {
            // Some but not all: shown as mixed, which no attribute can say.
            if (box) box.indeterminate = selectedCount > 0 && selectedCount < keys.length;
          }}
          onChange={onToggleAll}
          className={checkboxClass}
          data-testid="key-select-all"
        />
        {t('keys.actions.selectAll')}
      </label>
      <ListTable
        caption={t('keys.table.caption')}
        selectColumn={t('keys.table.select')}
        columns={COLUMNS.map((column) => t(column))}
        actionsColumn={t('keys.table.actions')}
        isStale={false}
      >
        {keys.map((key) => (
          <KeyRow
            key={key.id}
            apiKey={key}
            now={now}
            isSelected={selected.has(key.id)}
            onToggle={onToggle}
            onEdit={onEdit}
            onDelete={onDelete}
            onUploaders={onUploaders}
          />
        ))}
      </ListTable>
    </div>
  );
}
