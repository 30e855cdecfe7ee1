/**
 * The opt-in "End-to-end encrypt" choice of a new share (docs/ENCRYPTION.md): the content is sealed
 * in this browser, optionally with a password of its own that never leaves it.
 */
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox';
import { PasswordField } from './PasswordField';
import type { EditorForm } from './useEditorForm';

export function EncryptionOptions({ form }: { form: EditorForm }) {
  const { t } = useTranslation('editor');
  const { values, setField, errors } = form;
  return (
    <div
      className="mt-4 grid gap-4 border-t border-gray-200 pt-4 md:grid-cols-2 xl:grid-cols-3 dark:border-gray-700"
      data-testid="paste-e2ee-options"
    >
      <div className="space-y-1 xl:col-span-2">
        <Checkbox
          id="paste-e2ee"
          label={t('options.encrypt')}
          checked={values.encrypt}
          onChange={(e) => setField('encrypt', e.target.checked)}
        />
        <p id="paste-e2ee-hint" className="text-xs text-gray-500 dark:text-gray-400">
          {t('options.encryptHint')}
        </p>
      </div>
      {values.encrypt && (
        <PasswordField
          id="paste-e2ee-password"
          label={t('options.e2eePassword')}
          hint={t('options.e2eePasswordHint')}
          value={values.e2eePassword}
          onChange={(e) => setField('e2eePassword', e.target.value)}
          error={errors.e2eePassword}
        />
      )}
    </div>
  );
}
