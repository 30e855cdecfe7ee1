/** Create-only choice between a server-generated key and a custom one, with the custom key input. */
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField';
import { CUSTOM_KEY_RULE, type KeySource } from './keyForm';

export interface KeySourcePickerProps {
  source: KeySource;
  customKey: string;
  onSource: (source: KeySource) => void;
  onCustomKey: (key: string) => void;
  error?: string;
}

const SOURCES: readonly KeySource[] = ['random', 'custom'];

export function KeySourcePicker({
  source,
  customKey,
  onSource,
  onCustomKey,
  error,
}: KeySourcePickerProps) {
  const { t } = useTranslation('admin');
  const labels: Record<KeySource, string> = {
    random: t('keys.form.keyRandom'),
    custom: t('keys.form.keyCustom'),
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-700 dark:text-gray-200">
        {t('keys.form.key')}
      </legend>
      <div className="flex flex-wrap gap-4">
        {SOURCES.map((s) => (
          <label
            key={s}
            className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-200"
          >
            <input
              type="radio"
              name="key-source"
              value={s}
              checked={source === s}
              onChange={() => onSource(s)}
              className="h-4 w-4 border-gray-300 text-blue-600 focus:ring-2 focus:ring-blue-500 dark:border-gray-600 dark:bg-gray-800"
            />
            {labels[s]}
          </label>
        ))}
      </div>
      {source === 'custom' && (
        <TextField
          label={t('keys.form.customKey')}
          hint={t('keys.form.customKeyHint', CUSTOM_KEY_RULE)}
          value={customKey}
          onChange={(e) => onCustomKey(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          required
          error={error}
        />
      )}
    </fieldset>
  );
}
