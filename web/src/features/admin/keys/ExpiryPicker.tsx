/** Expiry select (presets, never, custom days; "keep current" when editing) plus the days input. */
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { formatDateTime } from '../../../lib/format';
import { EXPIRY_CHOICES, MAX_CUSTOM_DAYS, type ExpiryChoice } from './expiry';

export interface ExpiryPickerProps {
  choice: ExpiryChoice;
  customDays: string;
  onChoice: (choice: ExpiryChoice) => void;
  onCustomDays: (days: string) => void;
  error?: string;
  /** Present when editing: offers keeping the key's current expiry. */
  current?: string | null;
}

export function ExpiryPicker({
  choice,
  customDays,
  onChoice,
  onCustomDays,
  error,
  current,
}: ExpiryPickerProps) {
  const { t, i18n } = useTranslation('admin');
  const label = (c: ExpiryChoice) => {
    if (c === 'never') return t('keys.expiry.never');
    if (c === 'custom') return t('keys.expiry.custom');
    if (c === 'keep')
      return t('keys.expiry.keep', {
        current: formatDateTime(current ?? null, i18n.language, t('keys.expiry.never')),
      });
    return t('keys.expiry.days', { count: Number(c) });
  };
  const choices: ExpiryChoice[] =
    current === undefined ? [...EXPIRY_CHOICES] : ['keep', ...EXPIRY_CHOICES];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t('keys.form.expiry')}
        value={choice}
        onChange={(e) => onChoice(e.target.value as ExpiryChoice)}
        options={choices.map((c) => ({ value: c, label: label(c) }))}
      />
      {choice === 'custom' && (
        <TextField
          label={t('keys.form.customDays')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CUSTOM_DAYS}
          step={1}
          required
          value={customDays}
          onChange={(e) => onCustomDays(e.target.value)}
          error={error}
        />
      )}
    </div>
  );
}
