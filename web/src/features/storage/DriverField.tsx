/**
 * One setting of a driver's form, drawn from its description (`GET /api/admin/storage-types`):
 * text, address, directory, flag or secret. A stored secret is never shown: the field says it is
 * set and stays empty unless a new value replaces it.
 */
import type { StorageFormField } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/Checkbox';
import { TextField } from '../../components/TextField';
import type { SettingValue } from './storageConfigForm';
import { localized } from '../../lib/localizedText';
import { isRequiredFor } from './storageTypes';

export interface DriverFieldProps {
  field: StorageFormField;
  provider: string;
  value: SettingValue | undefined;
  onChange: (value: SettingValue) => void;
  error?: string;
  /** A secret stored for this configuration: empty keeps it. */
  secretSet: boolean;
  /** What the API answers of a stored secret, masked (`AKIA****WXYZ`), when it answers one. */
  masked?: string | null;
}

const INPUT_TYPES = { text: 'text', url: 'url', directory: 'text', secret: 'password' } as const;

export function DriverField(props: DriverFieldProps) {
  const { field, provider, value, onChange, error, secretSet, masked } = props;
  const { t, i18n } = useTranslation('storageConfig');
  const say = (text: StorageFormField['label']) => localized(text, i18n.language);
  const wide = field.wide ? 'sm:col-span-2' : '';
  const required = isRequiredFor(field, provider);
  const example = field.placeholders?.[provider];
  const describe = !required && field.required ? (field.optionalHint ?? field.hint) : field.hint;
  const hint = describe && say(describe).replace('{{example}}', example ?? '');

  if (field.kind === 'boolean') {
    return (
      <Checkbox
        label={say(field.label)}
        description={hint}
        checked={value === true}
        onChange={(e) => onChange(e.target.checked)}
        className={wide}
      />
    );
  }
  const kept = field.kind === 'secret' && secretSet;
  return (
    <TextField
      label={say(field.label)}
      hint={kept ? [t('form.secretSet'), hint].filter(Boolean).join(' ') : hint}
      placeholder={kept ? masked || '••••••••' : example}
      required={required && !kept}
      type={INPUT_TYPES[field.kind]}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoComplete={field.kind === 'secret' ? 'new-password' : 'off'}
      spellCheck={false}
      data-setting={field.key}
      className={wide}
    />
  );
}
