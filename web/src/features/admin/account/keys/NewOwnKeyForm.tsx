/** Makes one of the user's own keys: a name, bits and a base path within the user's (the server checks). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { CopyButton } from '../../../../components/CopyButton';
import { FormAlert } from '../../../../components/FormAlert';
import { TextField } from '../../../../components/TextField';
import { errorText } from '../../../../lib/errorText';
import { PermissionPicker } from '../../keys/PermissionPicker';
import { useCreateOwnKey } from './api';

export function NewOwnKeyForm() {
  const { t } = useTranslation('admin');
  const create = useCreateOwnKey();
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState(0);
  const [basicPath, setBasicPath] = useState('/');
  const [error, setError] = useState<string>();
  const [made, setMade] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { name: name.trim(), permissions, basic_path: basicPath.trim() || '/' };
    create.mutate(body, {
      onSuccess: (key) => {
        setError(undefined);
        setMade(key.key);
        setName('');
      },
      onError: (e) => setError(errorText(e, t('common.saveFailed'))),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="own-key-form">
      <FormAlert message={error} />
      {made && (
        <div
          className="space-y-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm dark:border-green-800 dark:bg-green-950"
          data-testid="own-key-made"
        >
          <p className="text-green-800 dark:text-green-200">{t('myKeys.shownOnce')}</p>
          <code className="block break-all text-gray-900 dark:text-gray-100">{made}</code>
          <CopyButton value={made} label={t('myKeys.copy')} />
        </div>
      )}
      <TextField
        label={t('myKeys.name')}
        value={name}
        required
        maxLength={64}
        autoComplete="off"
        onChange={(e) => setName(e.target.value)}
      />
      <PermissionPicker
        value={permissions}
        onChange={setPermissions}
        hint={t('myKeys.withinYours')}
      />
      <TextField
        label={t('myKeys.basePath')}
        value={basicPath}
        autoComplete="off"
        onChange={(e) => setBasicPath(e.target.value)}
      />
      <Button type="submit" loading={create.isPending} disabled={name.trim() === ''}>
        {t('myKeys.create')}
      </Button>
    </form>
  );
}
