/**
 * Picks the storage configuration a mount shows. The storage type is not asked for: it follows the
 * choice and is shown beside it, because the server refuses a type that does not match.
 */
import type { Mount } from '@cloudpaste/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStorageTypeLabel } from '../../api/storageTypes';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { errorText } from '../../lib/errorText';
import type { StorageOption } from './api';
import { offeredStorages } from './storageOptions';

export interface StorageSelectProps {
  value: string;
  onChange: (storageConfigId: string) => void;
  storages: UseQueryResult<StorageOption[]>;
  current?: Mount;
  error?: string;
  className?: string;
}

export function StorageSelect(props: StorageSelectProps) {
  const { value, onChange, storages, current, error, className = '' } = props;
  const { t } = useTranslation('mounts');
  const offered = offeredStorages(storages.data, current);
  const storageTypeLabel = useStorageTypeLabel();
  const typeLabel = (option: StorageOption) => storageTypeLabel(option.storage_type);
  const chosen = offered.find((o) => o.id === value);
  const hint = storages.isPending
    ? t('form.storageLoading')
    : chosen
      ? t('form.storageTypeHint', { type: typeLabel(chosen) })
      : undefined;
  const loadError = storages.isError
    ? errorText(storages.error, t('form.storageLoadFailed'))
    : undefined;

  return (
    <div className={className}>
      <SelectField
        label={t('form.storage')}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={[
          { value: '', label: t('form.storagePlaceholder') },
          ...offered.map((o) => ({
            value: o.id,
            label: t('form.storageOption', { name: o.name, type: typeLabel(o) }),
          })),
        ]}
        hint={hint}
        error={error ?? loadError}
        disabled={storages.isPending}
      />
      {storages.isError && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          onClick={() => void storages.refetch()}
        >
          {t('actions.retry')}
        </Button>
      )}
      {storages.isSuccess && storages.data.length === 0 && (
        <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
          {t('form.noStorages')}{' '}
          <Link
            to="/admin/storage-config"
            className="font-medium text-blue-600 hover:underline dark:text-blue-400"
          >
            {t('form.addStorage')}
          </Link>
        </p>
      )}
    </div>
  );
}
