/** The storage configuration screen: the list of configurations and the add/edit/delete/test dialogs. */
import type { StorageConfig } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { LoadingBlock } from '../../components/LoadingBlock';
import { useToast } from '../../components/toast/useToast';
import { useStorageTypes } from '../../api/storageTypes';
import { errorText } from '../../lib/errorText';
import { useSetDefaultStorageConfig, useStorageConfigs, useTestStorageConfig } from './api';
import { DeleteStorageConfigDialog } from './DeleteStorageConfigDialog';
import { StorageConfigCard } from './StorageConfigCard';
import { StorageConfigDialog } from './StorageConfigDialog';
import { TestStorageDialog } from './TestStorageDialog';

/** At most one dialog is open at a time; this says which, and for which configuration. */
type Dialog =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; config: StorageConfig }
  | { kind: 'delete'; config: StorageConfig }
  | { kind: 'test'; config: StorageConfig };

export function StorageConfigs() {
  const { t } = useTranslation('storageConfig');
  const toast = useToast();
  const configs = useStorageConfigs();
  const types = useStorageTypes();
  const setDefault = useSetDefaultStorageConfig();
  const test = useTestStorageConfig();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  function runTest(config: StorageConfig) {
    setDialog({ kind: 'test', config });
    test.mutate(config.id);
  }

  function makeDefault(config: StorageConfig) {
    setDefault.mutate(config.id, {
      onSuccess: () => toast.success(t('card.defaultSet', { name: config.name })),
      onError: (error) => toast.error(errorText(error, t('card.defaultFailed'))),
    });
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {configs.data ? t('list.count', { count: configs.data.length }) : ''}
        </p>
        <Button onClick={() => setDialog({ kind: 'create' })} data-testid="add-storage-button">
          {t('actions.add')}
        </Button>
      </div>
      {configs.isPending || types.isPending ? (
        <LoadingBlock />
      ) : configs.isError || types.isError ? (
        <div className="space-y-3">
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorText(configs.error ?? types.error, t('list.loadFailed'))}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void Promise.all([configs.refetch(), types.refetch()])}
          >
            {t('actions.retry')}
          </Button>
        </div>
      ) : configs.data.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} description={t('list.emptyDescription')} />
      ) : (
        <div className="grid grid-cols-1 gap-4">
          {configs.data.map((config) => (
            <StorageConfigCard
              key={config.id}
              config={config}
              types={types.data}
              onTest={() => runTest(config)}
              onEdit={() => setDialog({ kind: 'edit', config })}
              onDelete={() => setDialog({ kind: 'delete', config })}
              onSetDefault={() => makeDefault(config)}
              settingDefault={setDefault.isPending && setDefault.variables === config.id}
            />
          ))}
        </div>
      )}
      {dialog.kind === 'create' && types.data && (
        <StorageConfigDialog types={types.data} onClose={close} />
      )}
      {dialog.kind === 'edit' && types.data && (
        <StorageConfigDialog config={dialog.config} types={types.data} onClose={close} />
      )}
      {dialog.kind === 'delete' && (
        <DeleteStorageConfigDialog config={dialog.config} onClose={close} />
      )}
      {dialog.kind === 'test' && (
        <TestStorageDialog
          config={dialog.config}
          running={test.isPending}
          report={test.data}
          error={test.error}
          onRunAgain={() => test.mutate(dialog.config.id)}
          onClose={close}
        />
      )}
    </div>
  );
}
