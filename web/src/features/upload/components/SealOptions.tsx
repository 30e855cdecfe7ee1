/**
 * The upload page's "Encrypt in the browser" choice (docs/ENCRYPTION.md, "File shares"): picked
 * files are sealed here before they are sent, optionally with a password that never leaves the
 * browser.
 */
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox';
import { TextField } from '../../../components/TextField';
import type { ShareOptionValues } from '../shareOptions';

export interface SealOptionsProps {
  values: Pick<ShareOptionValues, 'encrypt' | 'e2eePassword'>;
  onChange: <K extends 'encrypt' | 'e2eePassword'>(key: K, value: ShareOptionValues[K]) => void;
}

export function SealOptions({ values, onChange }: SealOptionsProps) {
  const { t } = useTranslation('upload');
  return (
    <div className="space-y-3" data-testid="upload-e2ee-options">
      <div className="space-y-1">
        <Checkbox
          id="upload-e2ee"
          label={t('options.encrypt')}
          description={t('options.encryptHint')}
          checked={values.encrypt}
          onChange={(event) => onChange('encrypt', event.target.checked)}
        />
      </div>
      {values.encrypt && (
        <TextField
          id="upload-e2ee-password"
          type="password"
          autoComplete="new-password"
          label={t('options.e2eePassword')}
          hint={t('options.e2eePasswordHint')}
          value={values.e2eePassword}
          onChange={(event) => onChange('e2eePassword', event.target.value)}
        />
      )}
    </div>
  );
}
