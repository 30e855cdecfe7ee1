/**
 * Key management screen body: the list with its selection, its empty state and the
 * create/edit/delete/bulk-delete/new-key/uploader-configuration dialogs.
 */
import type { ApiKey } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { useApiKeys } from '../api';
import { QueryState } from '../common/QueryState';
import { CreateKeyDialog } from './CreateKeyDialog';
import { DeleteKeyDialog } from './DeleteKeyDialog';
import { DeleteKeysDialog } from './DeleteKeysDialog';
import { EditKeyDialog } from './EditKeyDialog';
import { KeyTable } from './KeyTable';
import { NewKeyDialog } from './NewKeyDialog';
import { UploaderConfigsDialog } from './UploaderConfigsDialog';

/** At most one dialog is open at a time; this says which, and for which key. */
type Dialog =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'created'; key: ApiKey }
  | { kind: 'edit'; key: ApiKey }
  | { kind: 'delete'; key: ApiKey }
  | { kind: 'uploaders'; key: ApiKey }
  | { kind: 'deleteMany'; ids: readonly string[] };

export function KeyManagement() {
  const { t } = useTranslation('admin');
  const keys = useApiKeys();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only keys still listed count: one deleted elsewhere drops out of the selection.
  const selectedIds = (keys.data ?? []).map((key) => key.id).filter((id) => selected.has(id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected(
      selectedIds.length === keys.data?.length
        ? new Set()
        : new Set(keys.data?.map((key) => key.id)),
    );

  const createButton = (
    <Button onClick={() => setDialog({ kind: 'create' })} data-testid="create-key-button">
      {t('keys.actions.create')}
    </Button>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {keys.data ? t('keys.count', { count: keys.data.length }) : ''}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="danger"
            disabled={selectedIds.length === 0}
            onClick={() => setDialog({ kind: 'deleteMany', ids: selectedIds })}
            data-testid="keys-delete-selected"
          >
            {t('keys.actions.deleteSelected', { count: selectedIds.length })}
          </Button>
          {createButton}
        </div>
      </div>
      <QueryState query={keys}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('keys.empty.title')} description={t('keys.empty.description')} />
          ) : (
            <KeyTable
              keys={list}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              onEdit={(key) => setDialog({ kind: 'edit', key })}
              onDelete={(key) => setDialog({ kind: 'delete', key })}
              onUploaders={(key) => setDialog({ kind: 'uploaders', key })}
            />
          )
        }
      </QueryState>
      {dialog.kind === 'create' && (
        <CreateKeyDialog onClose={close} onCreated={(key) => setDialog({ kind: 'created', key })} />
      )}
      {dialog.kind === 'created' && <NewKeyDialog apiKey={dialog.key} onClose={close} />}
      {dialog.kind === 'edit' && <EditKeyDialog apiKey={dialog.key} onClose={close} />}
      {dialog.kind === 'delete' && <DeleteKeyDialog apiKey={dialog.key} onClose={close} />}
      {dialog.kind === 'uploaders' && <UploaderConfigsDialog apiKey={dialog.key} onClose={close} />}
      {dialog.kind === 'deleteMany' && (
        <DeleteKeysDialog
          ids={dialog.ids}
          onClose={close}
          onDeleted={() => setSelected(new Set())}
        />
      )}
    </div>
  );
}
