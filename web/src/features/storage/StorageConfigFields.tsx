/** The fields of the storage configuration form; what shows depends on the provider (S3 or local). */
import { STORAGE_PROVIDERS, endpointRequired, type StorageProvider } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/Checkbox';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { providerLabelKey } from './providerLabel';
import { PROVIDER_HINTS } from './providerPresets';
import {
  CAPACITY_UNITS,
  isLocal,
  type CapacityUnit,
  type StorageFormValues,
} from './storageConfigForm';
import type { StorageFormState } from './useStorageForm';

export interface StorageConfigFieldsProps {
  form: StorageFormState;
  /** Editing a configuration that holds credentials: empty secret fields keep them. */
  keepsCredentials: boolean;
  /** The stored access key, masked, shown as the placeholder of its field. */
  maskedAccessKey?: string | null;
}

export function StorageConfigFields({
  form,
  keepsCredentials,
  maskedAccessKey,
}: StorageConfigFieldsProps) {
  const { t } = useTranslation('storageConfig');
  const { values, errors, setField, setProvider } = form;
  const local = isLocal(values.provider);
  const hint = PROVIDER_HINTS[values.provider];
  const text = (field: keyof StorageFormValues) => ({
    value: values[field] as string,
    onChange: (e: { target: { value: string } }) => setField(field, e.target.value),
    error: errors[field],
    autoComplete: 'off',
    spellCheck: false,
  });
  const keepHint = keepsCredentials ? t('form.keepSecretHint') : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('form.name')} required {...text('name')} className="sm:col-span-2" />
      <SelectField
        label={t('form.provider')}
        value={values.provider}
        onChange={(e) => setProvider(e.target.value as StorageProvider)}
        options={STORAGE_PROVIDERS.map((p) => ({ value: p, label: t(providerLabelKey(p)) }))}
        error={errors.provider}
        className="sm:col-span-2"
      />
      {local ? (
        <TextField
          label={t('form.directory')}
          hint={t('form.directoryHint')}
          required
          {...text('bucketName')}
          className="sm:col-span-2"
        />
      ) : (
        <>
          <TextField
            label={t('form.endpoint')}
            hint={
              endpointRequired(values.provider)
                ? t('form.endpointHint', { example: hint.endpoint })
                : t('form.endpointOptional')
            }
            placeholder={hint.endpoint}
            required={endpointRequired(values.provider)}
            type="url"
            {...text('endpointUrl')}
            className="sm:col-span-2"
          />
          <TextField label={t('form.bucket')} required {...text('bucketName')} />
          <TextField
            label={t('form.region')}
            hint={t('form.regionHint')}
            placeholder={hint.region}
            {...text('region')}
          />
          <TextField
            label={t('form.accessKeyId')}
            hint={keepHint}
            placeholder={keepsCredentials ? (maskedAccessKey ?? '') : ''}
            required={!keepsCredentials}
            {...text('accessKeyId')}
          />
          <TextField
            label={t('form.secretAccessKey')}
            hint={keepHint}
            type="password"
            required={!keepsCredentials}
            {...text('secretAccessKey')}
            autoComplete="new-password"
          />
          <TextField
            label={t('form.customHost')}
            hint={t('form.customHostHint')}
            type="url"
            {...text('customHost')}
            className="sm:col-span-2"
          />
          <Checkbox
            label={t('form.pathStyle')}
            description={t('form.pathStyleHint')}
            checked={values.pathStyle}
            onChange={(e) => setField('pathStyle', e.target.checked)}
            className="sm:col-span-2"
          />
        </>
      )}
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
        {...text('signatureExpiresIn')}
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
