/** The key form inside a dialog, shared by create and edit; the wrappers own submit and errors. */
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { FormAlert } from '../common/FormAlert';
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
  const formId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Modal
      open={open}
      onClose={saving ? () => {} : onClose}
      size="lg"
      title={mode === 'create' ? t('keys.create.title') : t('keys.edit.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving} data-testid="key-submit">
            {mode === 'create' ? t('keys.create.submit') : t('keys.edit.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <FormAlert message={errors.form} />
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
        <TextField
          label={t('keys.form.basicPath')}
          hint={t('keys.form.basicPathHint')}
          value={values.basicPath}
          onChange={(e) => setField('basicPath', e.target.value)}
          spellCheck={false}
          error={errors.basicPath}
        />
        <Checkbox
          label={t('keys.form.guest')}
          description={t('keys.form.guestHint')}
          checked={values.isGuest}
          onChange={(e) => setField('isGuest', e.target.checked)}
        />
      </form>
    </Modal>
  );
}
