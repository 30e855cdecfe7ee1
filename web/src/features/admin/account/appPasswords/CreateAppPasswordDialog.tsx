/**
 * Making an app password: its name, read-only or read-write, and the folder it is kept to (the
 * account's own base path when left empty). The password shows once, here, to be copied.
 */
import type { AppPasswordCreated, AppPasswordScope } from '@cloudpaste/contracts';
import { APP_PASSWORD_NAME_MAX_LENGTH, APP_PASSWORD_SCOPES } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { CopyableValue } from '../../../../components/CopyableValue';
import { FormDialog } from '../../../../components/FormDialog';
import { Modal } from '../../../../components/Modal';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import { errorText } from '../../../../lib/errorText';
import { useCreateAppPassword } from './api';

export function CreateAppPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('appPasswords');
  const create = useCreateAppPassword();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<AppPasswordScope>('readwrite');
  const [folder, setFolder] = useState('');
  const [error, setError] = useState<string>();
  const [made, setMade] = useState<AppPasswordCreated | null>(null);

  if (made)
    return (
      <Modal
        open
        onClose={onClose}
        title={t('madeTitle', { name: made.name })}
        footer={<Button onClick={onClose}>{t('done')}</Button>}
      >
        <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">{t('madeHint')}</p>
        <CopyableValue value={made.password} data-testid="app-password-value" />
      </Modal>
    );

  function submit() {
    if (!name.trim()) return setError(t('nameRequired'));
    create.mutate(
      { name: name.trim(), scope, ...(folder.trim() && { basic_path: folder.trim() }) },
      { onSuccess: setMade, onError: (e) => setError(errorText(e, t('failed'))) },
    );
  }

  return (
    <FormDialog
      title={t('newTitle')}
      saving={create.isPending}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t('cancel')}
      submitLabel={t('create')}
      submitTestId="app-password-create"
      formError={error}
    >
      <div className="flex flex-col gap-4">
        <TextField
          label={t('name')}
          hint={t('nameHint')}
          value={name}
          maxLength={APP_PASSWORD_NAME_MAX_LENGTH}
          onChange={(e) => setName(e.target.value)}
          autoFocus
        />
        <SelectField
          label={t('scope')}
          value={scope}
          options={APP_PASSWORD_SCOPES.map((s) => ({ value: s, label: t(`scopes.${s}`) }))}
          onChange={(e) => setScope(e.target.value as AppPasswordScope)}
        />
        <TextField
          label={t('folderLabel')}
          hint={t('folderHint')}
          placeholder="/"
          value={folder}
          onChange={(e) => setFolder(e.target.value)}
        />
      </div>
    </FormDialog>
  );
}
