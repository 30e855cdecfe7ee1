/** The user form's three quota limits (docs/ACCOUNTS.md "Quotas"); empty: unlimited. */
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField';
import type { QuotaInputs } from './quotaForm';

export function QuotaFields({
  value,
  onChange,
  error,
}: {
  value: QuotaInputs;
  onChange: (next: QuotaInputs) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const field = (key: keyof QuotaInputs, label: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      placeholder={t('quota.unlimited')}
      value={value[key]}
      onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      data-testid={`quota-${key}`}
    />
  );
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-gray-700 dark:text-gray-300">
        {t('quota.formTitle')}
      </legend>
      <p className="text-xs text-gray-500 dark:text-gray-400">{t('quota.formHint')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {field('bytesMb', t('quota.bytesMb'))}
        {field('fileMb', t('quota.fileMb'))}
        {field('shares', t('quota.sharesCount'))}
      </div>
      {error && <p className="text-sm text-red-600 dark:text-red-400">{t(error)}</p>}
    </fieldset>
  );
}
