/**
 * The fields of the storage configuration form: name and provider, the chosen driver's own settings
 * as the server describes them, then what every storage has (folder, capacity, link lifetime,
 * access by API keys).
 */
import type { StorageConfig, StorageTypeDescription } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/Checkbox';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { DriverField } from './DriverField';
import {
  CAPACITY_UNITS,
  settingField,
  storedSetting,
  type CapacityUnit,
  type StorageFormValues,
} from './storageConfigForm';
import { localized } from '../../lib/localizedText';
import { driverOfProvider, providerLabel } from './storageTypes';
import type { StorageFormState } from './useStorageForm';

export interface StorageConfigFieldsProps {
  form: StorageFormState;
  types: readonly StorageTypeDescription[];
  /** The configuration being edited, for its stored secrets. */
  config?: StorageConfig;
  /** Secrets stored for the chosen driver: empty fields keep them. */
  secretsSet: ReadonlySet<string>;
}

/** Every provider of every driver, in the server's order. */
function providerOptions(
  types: readonly StorageTypeDescription[],
  language: string,
  current: string,
) {
  const options = types.flatMap((d) =>
    d.providers.map((p) => ({ value: p.id, label: localized(p.label, language) })),
  );
  // A configuration whose provider the server no longer offers still shows what it is.
  if (current && !options.some((o) => o.value === current))
    options.push({ value: current, label: providerLabel(types, current, language) });
  return options;
}

export function StorageConfigFields({ form, types, config, secretsSet }: StorageConfigFieldsProps) {
  const { t, i18n } = useTranslation('storageConfig');
  const { values, errors, setField, setSetting, setProvider } = form;
  const driver = driverOfProvider(types, values.provider);
  const text = (field: keyof StorageFormValues & ('name' | 'defaultFolder' | 'capacity')) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => setField(field, e.target.value),
    error: errors[field],
    autoComplete: 'off',
    spellCheck: false,
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('form.name')} required {...text('name')} className="sm:col-span-2" />
      <SelectField
        label={t('form.provider')}
        value={values.provider}
        onChange={(e) => setProvider(e.target.value)}
        options={providerOptions(types, i18n.language, values.provider)}
        error={errors.provider}
        className="sm:col-span-2"
      />
      {driver?.fields.map((field) => {
        const masked = config && field.kind === 'secret' ? storedSetting(config, field) : null;
        return (
          <DriverField
            key={`${driver.type}.${field.key}`}
            field={field}
            provider={values.provider}
            value={values.settings[field.key]}
            onChange={(value) => setSetting(field.key, value)}
            error={errors[settingField(field.key)]}
            secretSet={secretsSet.has(field.key)}
            masked={typeof masked === 'string' ? masked : null}
          />
        );
      })}
      <TextField
        label={t('form.defaultFolder')}
        hint={t('form.defaultFolderHint')}
        placeholder="uploads/"
        {...text('defaultFolder')}
      />
      <div className="flex items-start gap-2">
        <TextField
          label={t('form.capacity')}
          hint={t('form.capacityHint')}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          {...text('capacity')}
          className="flex-1"
        />
        <SelectField
          label={t('form.capacityUnit')}
          value={values.capacityUnit}
          onChange={(e) => setField('capacityUnit', e.target.value as CapacityUnit)}
          options={CAPACITY_UNITS.map((u) => ({ value: u, label: u }))}
          className="w-24"
        />
      </div>
      <TextField
        label={t('form.signatureExpiresIn')}
        hint={t('form.signatureExpiresInHint')}
        type="number"
        min={60}
        step={1}
        inputMode="numeric"
        value={values.signatureExpiresIn}
        onChange={(e) => setField('signatureExpiresIn', e.target.value)}
        error={errors.signatureExpiresIn}
      />
      <Checkbox
        label={t('form.isPublic')}
        description={t('form.isPublicHint')}
        checked={values.isPublic}
        onChange={(e) => setField('isPublic', e.target.checked)}
        className="sm:col-span-2"
      />
    </div>
  );
}
