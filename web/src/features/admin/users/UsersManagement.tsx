/** Admin > Users (docs/ACCOUNTS.md): every account, made, changed, disabled, reset or deleted here. */
import type { UserAccount } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/useToast';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { LoadError } from '../../../components/LoadError';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { errorText } from '../../../lib/errorText';
import { useAccount, useUpdateUser, useUsers } from './api';
import { SignUpSwitch } from './SignUpSwitch';
import { DeleteUserDialog, InvitationDialog, ResetPasswordDialog } from './UserDialogs';
import { UserFormDialog } from './UserFormDialog';
import { UserRow, type UserAction } from './UserRow';

type Open =
  | { kind: 'create' }
  | { kind: 'invitation'; username: string; token: string }
  | { kind: Exclude<UserAction, 'toggle'>; user: UserAccount }
  | null;

export function UsersManagement() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const users = useUsers();
  const me = useAccount();
  const update = useUpdateUser();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  function act(user: UserAccount, action: UserAction) {
    if (action !== 'toggle') return setOpen({ kind: action, user });
    const status = user.status === 'active' ? 'disabled' : 'active';
    update.mutate(
      { id: user.id, body: { status } },
      {
        onSuccess: () =>
          toast.success(
            t(status === 'active' ? 'users.enabled' : 'users.disabled', { name: user.username }),
          ),
        onError: (error) => toast.error(errorText(error, t('common.saveFailed'))),
      },
    );
  }

  if (users.isPending) return <LoadingBlock />;
  if (users.isError)
    return (
      <LoadError
        message={errorText(users.error, t('users.loadFailed'))}
        onRetry={() => void users.refetch()}
      />
    );
  const list = users.data;
  return (
    <Card
      title={t('users.listTitle', { count: list.length })}
      actions={
        <Button onClick={() => setOpen({ kind: 'create' })} data-testid="user-create">
          {t('users.create.open')}
        </Button>
      }
    >
      <SignUpSwitch />
      <ul data-testid="user-list">
        {list.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            isSelf={user.id === me.data?.id}
            onAction={(action) => act(user, action)}
          />
        ))}
      </ul>
      {open?.kind === 'create' && (
        <UserFormDialog
          onClose={close}
          onCreated={(username, token) =>
            token ? setOpen({ kind: 'invitation', username, token }) : close()
          }
        />
      )}
      {open?.kind === 'invitation' && (
        <InvitationDialog username={open.username} token={open.token} onClose={close} />
      )}
      {open?.kind === 'edit' && <UserFormDialog user={open.user} onClose={close} />}
      {open?.kind === 'reset' && <ResetPasswordDialog user={open.user} onClose={close} />}
      {open?.kind === 'delete' && (
        <DeleteUserDialog
          user={open.user}
          others={list.filter((u) => u.id !== open.user.id)}
          onClose={close}
        />
      )}
    </Card>
  );
}
