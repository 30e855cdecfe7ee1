/**
 * The options every file of this upload shares: storage and the folder inside it, method, remark,
 * link, password, expiry, views, access.
 */
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import type { StorageOption } from '../api';
import type { OptionErrors, ShareOptionValues } from '../shareOptions';
import { ShareLimitFields, useShareOptionTexts } from './ShareLimitFields';
import { SealOptions } from './SealOptions';
import { StorageSelect } from './StorageSelect';

export interface ShareOptionsPanelProps {
  values: ShareOptionValues;
  onChange: <K extends keyof ShareOptionValues>(key: K, value: ShareOptionValues[K]) => void;
  errors: OptionErrors;
  storage: { options: readonly StorageOption[] | undefined; isLoading: boolean; isError: boolean };
  /** Files waiting to upload: a custom link suffix fits only one. */
  pendingCount: number;
}

export function ShareOptionsPanel({
  values,
  onChange,
  errors,
  storage,
  pendingCount,
}: ShareOptionsPanelProps) {
  const { t } = useTranslation('upload');
  const isSlugUsable = pendingCount <= 1;
  const { errorText, slugHint } = useShareOptionTexts(values, errors, isSlugUsable);

  return (
    <fieldset className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-900">
      <legend className="px-1 text-sm font-semibold text-gray-900 dark:text-gray-100">
        {t('options.title')}
      </legend>
      <StorageSelect
        {...storage}
        value={values.storageConfigId}
        onChange={(id) => onChange('storageConfigId', id)}
      />
      <TextField
        id="upload-path"
        label={t('options.path')}
        placeholder={t('options.pathPlaceholder')}
        hint={t('options.pathHint')}
        autoComplete="off"
        spellCheck={false}
        value={values.path}
        onChange={(event) => onChange('path', event.target.value)}
        error={errorText('path')}
      />
      <SelectField
        id="upload-method"
        label={t('options.method')}
        hint={t('options.methodHint')}
        value={values.method}
        onChange={(event) =>
          onChange('method', event.target.value === 'direct' ? 'direct' : 'auto')
        }
        options={[
          { value: 'auto', label: t('options.methods.auto') },
          { value: 'direct', label: t('options.methods.direct') },
        ]}
      />
      <ShareLimitFields
        idPrefix="upload"
        values={values}
        onChange={onChange}
        errorText={errorText}
        slugHint={slugHint}
        isSlugUsable={isSlugUsable}
      />
      <SealOptions values={values} onChange={onChange} />
    </fieldset>
  );
}
