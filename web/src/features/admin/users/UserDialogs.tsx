/** The smaller dialogs of Admin > Users: the invitation link, a password reset, a deletion. */
import type { UserAccount } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { CopyableValue } from '../../../components/CopyableValue';
import { FormDialog } from '../../../components/FormDialog';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { errorText } from '../../../lib/errorText';
import { useDeleteUser, useResetUserPassword } from './api';
import { invitationLink } from './userForm';

export function InvitationDialog({
  username,
  token,
  onClose,
}: {
  username: string;
  token: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('users.invitation.title')}
      footer={<Button onClick={onClose}>{t('users.invitation.done')}</Button>}
    >
      <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
        {t('users.invitation.message', { name: username })}
      </p>
      <CopyableValue
        value={invitationLink(window.location.origin, token)}
        data-testid="invitation-link"
      />
      <p className="mt-3 text-xs text-gray-500 dark:text-gray-400">{t('users.invitation.once')}</p>
    </Modal>
  );
}

export function ResetPasswordDialog({ user, onClose }: { user: UserAccount; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const reset = useResetUserPassword();
  return (
    <FormDialog
      open
      title={t('users.reset.title', { name: user.username })}
      saving={reset.isPending}
      onClose={onClose}
      onSubmit={() =>
        reset.mutate(
          { id: user.id, password },
          { onSuccess: onClose, onError: (e) => setError(errorText(e, t('common.saveFailed'))) },
        )
      }
      cancelLabel={t('common.cancel')}
      submitLabel={t('users.reset.submit')}
      formError={error}
    >
      <p className="text-sm text-gray-600 dark:text-gray-400">{t('users.reset.hint')}</p>
      <TextField
        label={t('users.form.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </FormDialog>
  );
}

export function DeleteUserDialog({
  user,
  others,
  onClose,
}: {
  user: UserAccount;
  /** The accounts the shares may move to. */
  others: UserAccount[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [choice, setChoice] = useState<string>(others[0]?.id ?? '');
  const [error, setError] = useState<string>();
  const remove = useDeleteUser();
  const DELETE = '';
  return (
    <FormDialog
      open
      title={t('users.delete.title', { name: user.username })}
      saving={remove.isPending}
      onClose={onClose}
      onSubmit={() =>
        remove.mutate(
          { id: user.id, moveTo: choice === DELETE ? null : choice },
          { onSuccess: onClose, onError: (e) => setError(errorText(e, t('common.saveFailed'))) },
        )
      }
      cancelLabel={t('common.cancel')}
      submitLabel={t('users.delete.submit')}
      submitTestId="user-delete-submit"
      formError={error}
    >
      <SelectField
        label={t('users.delete.shares')}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        options={[
          ...others.map((other) => ({
            value: other.id,
            label: t('users.delete.moveTo', { name: other.display_name ?? other.username }),
          })),
          { value: DELETE, label: t('users.delete.deleteShares') },
        ]}
      />
    </FormDialog>
  );
}
