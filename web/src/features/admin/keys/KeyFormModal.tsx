/** The key form inside a dialog, shared by create and edit; the wrappers own submit and errors. */
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/TextField';
import { BasicPathField } from './BasicPathField';
import { ExpiryPicker } from './ExpiryPicker';
import { KeySourcePicker } from './KeySourcePicker';
import { PermissionPicker } from './PermissionPicker';
import type { KeyFormState } from './useKeyForm';

export interface KeyFormModalProps {
  mode: 'create' | 'edit';
  open: boolean;
  form: KeyFormState;
  onSubmit: () => void;
  onClose: () => void;
  saving: boolean;
  /** The key's expiry when editing, so "keep current" can show it. */
  currentExpiry?: string | null;
}

export function KeyFormModal(props: KeyFormModalProps) {
  const { mode, open, form, onSubmit, onClose, saving, currentExpiry } = props;
  const { values, errors, setField } = form;
  const { t } = useTranslation('admin');

  return (
    <FormDialog
      open={open}
      title={mode === 'create' ? t('keys.create.title') : t('keys.edit.title')}
      saving={saving}
      onClose={onClose}
      onSubmit={onSubmit}
      cancelLabel={t('common.cancel')}
      submitLabel={mode === 'create' ? t('keys.create.submit') : t('keys.edit.submit')}
      submitTestId="key-submit"
      formError={errors.form}
    >
      <TextField
        label={t('keys.form.name')}
        value={values.name}
        onChange={(e) => setField('name', e.target.value)}
        required
        autoComplete="off"
        error={errors.name}
      />
      {mode === 'create' && (
        <KeySourcePicker
          source={values.keySource}
          customKey={values.customKey}
          onSource={(s) => setField('keySource', s)}
          onCustomKey={(k) => setField('customKey', k)}
          error={errors.customKey}
        />
      )}
      <ExpiryPicker
        choice={values.expiry}
        customDays={values.customDays}
        onChoice={(c) => setField('expiry', c)}
        onCustomDays={(d) => setField('customDays', d)}
        error={errors.customDays}
        current={mode === 'edit' ? (currentExpiry ?? null) : undefined}
      />
      <PermissionPicker
        value={values.permissions}
        onChange={(m) => setField('permissions', m)}
        error={errors.permissions}
      />
      <BasicPathField
        value={values.basicPath}
        onChange={(path) => setField('basicPath', path)}
        error={errors.basicPath}
      />
      <Checkbox
        label={t('keys.form.guest')}
        description={t('keys.form.guestHint')}
        checked={values.isGuest}
        onChange={(e) => setField('isGuest', e.target.checked)}
      />
    </FormDialog>
  );
}
