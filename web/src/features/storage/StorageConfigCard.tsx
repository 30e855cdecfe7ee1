/**
 * One storage configuration: where it points (its driver's text settings, and secrets only as the
 * API masks them), its flags, its usage, and what can be done with it.
 */
import type { StorageConfig, StorageTypeDescription } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { storedSetting } from './storageConfigForm';
import { localized } from '../../lib/localizedText';
import { driverOfType, providerLabel } from './storageTypes';
import { UsageBar } from './UsageBar';

export interface StorageConfigCardProps {
  config: StorageConfig;
  /** The server's storage types: the driver's settings are listed with its labels. */
  types: readonly StorageTypeDescription[];
  onTest: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  settingDefault: boolean;
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-gray-500 dark:text-gray-400">{label}</dt>
      <dd
        className="truncate font-mono text-sm text-gray-800 dark:text-gray-200"
        title={value ?? undefined}
      >
        {value || '—'}
      </dd>
    </div>
  );
}

/** The settings worth a line: text ones, and secrets the API answers masked (an access key ID). */
function settingDetails(config: StorageConfig, types: readonly StorageTypeDescription[]) {
  const fields = driverOfType(types, config.storage_type)?.fields ?? [];
  return fields.flatMap((field) => {
    const value = storedSetting(config, field);
    if (field.kind === 'boolean' || (field.kind === 'secret' && typeof value !== 'string'))
      return [];
    return [{ field, value: typeof value === 'string' ? value : null }];
  });
}

export function StorageConfigCard(props: StorageConfigCardProps) {
  const { config, types, onTest, onEdit, onDelete, onSetDefault, settingDefault } = props;
  const { t, i18n } = useTranslation('storageConfig');
  const lastUsed = config.last_used
    ? formatDateTime(config.last_used, i18n.language, config.last_used)
    : t('card.neverUsed');

  return (
    <article
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-900"
      data-testid="storage-card"
      data-config-name={config.name}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2 className="truncate text-base font-semibold text-gray-900 dark:text-gray-100">
            {config.name}
          </h2>
          <div className="flex flex-wrap gap-1.5">
            <Badge tone="info">{providerLabel(types, config.provider_type, i18n.language)}</Badge>
            {config.is_default === 1 && <Badge tone="success">{t('card.default')}</Badge>}
            <Badge tone={config.is_public === 1 ? 'warning' : 'neutral'}>
              {config.is_public === 1 ? t('card.public') : t('card.private')}
            </Badge>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onTest}>
            {t('actions.test')}
          </Button>
          {config.is_default !== 1 && (
            <Button size="sm" variant="secondary" onClick={onSetDefault} loading={settingDefault}>
              {t('actions.setDefault')}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            onClick={onEdit}
            aria-label={t('actions.editNamed', { name: config.name })}
          >
            {t('actions.edit')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={onDelete}
            aria-label={t('actions.deleteNamed', { name: config.name })}
          >
            {t('actions.delete')}
          </Button>
        </div>
      </header>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {settingDetails(config, types).map(({ field, value }) => (
          <Detail key={field.key} label={localized(field.label, i18n.language)} value={value} />
        ))}
        <Detail label={t('card.folder')} value={config.default_folder || '/'} />
        <Detail label={t('card.lastUsed')} value={lastUsed} />
      </dl>
      <UsageBar usage={config.usage} totalBytes={config.total_storage_bytes} />
    </article>
  );
}
