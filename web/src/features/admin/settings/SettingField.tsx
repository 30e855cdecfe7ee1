/** One setting rendered by its type: checkbox, select, number, text or extension-list textarea. */
import type { SettingItem } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { SelectField } from '../../../components/SelectField';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { isEditable, toFormValue, type SettingFormValue } from './settingsForm';
import { OPTION_TEXT, SETTING_TEXT } from './settingsText';

export interface SettingFieldProps {
  item: SettingItem;
  value: SettingFormValue;
  onChange: (value: SettingFormValue) => void;
  error?: string;
  /** Offer going back to the catalogue default when the value differs from it. */
  allowReset?: boolean;
}

export function SettingField({
  item,
  value,
  onChange,
  error,
  allowReset = false,
}: SettingFieldProps) {
  const { t } = useTranslation('admin');
  const text = SETTING_TEXT[item.key];
  const label = text ? t(text.label) : item.key;
  const hint = text ? t(text.hint) : item.description;
  const disabled = !isEditable(item);
  const defaultValue = toFormValue(item, item.default_value);

  if (item.type === 'bool') {
    return (
      <Checkbox
        label={label}
        description={hint}
        checked={value === true}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
    );
  }
  if (item.type === 'select') {
    const labels = OPTION_TEXT[item.key] ?? {};
    const options = (item.options ?? []).map((o) => ({
      value: o,
      label: labels[o] ? t(labels[o]) : o,
    }));
    return (
      <SelectField
        label={label}
        hint={hint}
        options={options}
        value={String(value)}
        disabled={disabled}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  if (item.type === 'textarea') {
    return (
      <div>
        <TextArea
          label={label}
          hint={hint}
          rows={3}
          value={String(value)}
          disabled={disabled}
          error={error}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
        {allowReset && value !== defaultValue && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-1"
            onClick={() => onChange(defaultValue)}
            aria-label={t('settings.resetNamed', { name: label })}
          >
            {t('settings.reset')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <TextField
      label={label}
      hint={hint}
      type={item.type === 'number' ? 'number' : 'text'}
      inputMode={item.type === 'number' ? 'decimal' : undefined}
      value={String(value)}
      disabled={disabled}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
