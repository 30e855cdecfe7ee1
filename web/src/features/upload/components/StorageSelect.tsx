/** Which storage configuration the files go to; the default one is preselected by the form. */
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/SelectField';
import type { StorageOption } from '../api';

export interface StorageSelectProps {
  options: readonly StorageOption[] | undefined;
  isLoading: boolean;
  isError: boolean;
  value: string;
  onChange: (id: string) => void;
}

export function StorageSelect({
  options,
  isLoading,
  isError,
  value,
  onChange,
}: StorageSelectProps) {
  const { t } = useTranslation('upload');
  const problem = isError
    ? t('options.storageFailed')
    : !isLoading && options?.length === 0
      ? t('options.storageNone')
      : undefined;
  const choices = (options ?? []).map((option) => ({
    value: option.id,
    label: option.is_default ? t('options.storageDefault', { name: option.name }) : option.name,
  }));
  return (
    <SelectField
      id="upload-storage"
      label={t('options.storage')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={isLoading || choices.length === 0}
      options={isLoading ? [{ value: '', label: t('options.storageLoading') }] : choices}
      error={problem}
    />
  );
}
