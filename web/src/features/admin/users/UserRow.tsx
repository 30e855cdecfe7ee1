/** One account of Admin > Users: who, role and state, what it may do, and its actions. */
import type { UserAccount } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { PermissionBadges } from '../keys/PermissionBadges';
import { UserSecurityButton } from './UserSecurityButton';
import { UsageBars } from '../quotas/UsageBars';

export type UserAction = 'edit' | 'toggle' | 'reset' | 'delete';

/** An account's state as the list shows it: an open invitation reads "invited". */
export function stateOf(user: UserAccount): 'active' | 'disabled' | 'pending' | 'invited' {
  if (user.status === 'active' && user.invitation_expires_at) return 'invited';
  return user.status;
}

const TONE = {
  active: 'success',
  disabled: 'danger',
  pending: 'warning',
  invited: 'info',
} as const;

export function UserRow({
  user,
  isSelf,
  onAction,
}: {
  user: UserAccount;
  isSelf: boolean;
  onAction: (action: UserAction) => void;
}) {
  const { t } = useTranslation('admin');
  const state = stateOf(user);
  return (
    <li
      data-testid="user-row"
      className="flex flex-col gap-3 border-b border-gray-200 py-3 last:border-b-0 md:flex-row md:items-center dark:border-gray-800"
    >
      <div className="min-w-0 md:w-56">
        <p className="truncate font-medium text-gray-900 dark:text-gray-100">
          {user.display_name ?? user.username}
        </p>
        <p className="truncate text-xs text-gray-500 dark:text-gray-400">{user.username}</p>
      </div>
      <div className="flex flex-wrap items-center gap-1 md:w-44">
        <Badge tone={user.role === 'admin' ? 'info' : 'neutral'}>
          {t(`users.role.${user.role}`)}
        </Badge>
        <Badge tone={TONE[state]}>{t(`users.state.${state}`)}</Badge>
      </div>
      <div className="min-w-0 flex-1 text-xs text-gray-600 dark:text-gray-400">
        {user.role === 'admin' ? (
          t('users.everything')
        ) : (
          <div className="space-y-1">
            <PermissionBadges mask={user.permissions} />
            <p>
              {t('users.basePath', { path: user.basic_path })}
              {' · '}
              {user.mount_ids === null
                ? t('users.allMounts')
                : t('users.someMounts', { count: user.mount_ids.length })}
            </p>
            <UsageBars quota={user.quota} />
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => onAction('edit')}>
          {t('users.actions.edit')}
        </Button>
        {!isSelf && (
          <Button size="sm" variant="secondary" onClick={() => onAction('toggle')}>
            {user.status === 'active' ? t('users.actions.disable') : t('users.actions.enable')}
          </Button>
        )}
        <UserSecurityButton user={user} />
        <Button size="sm" variant="secondary" onClick={() => onAction('reset')}>
          {t('users.actions.reset')}
        </Button>
        {!isSelf && (
          <Button size="sm" variant="danger" onClick={() => onAction('delete')}>
            {t('users.actions.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}
