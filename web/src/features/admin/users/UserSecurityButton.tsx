/**
 * Admin > Users: a user's sessions, each of which the admin can end, and their two-factor sign-in,
 * which the admin can turn off for someone who lost their phone (docs/ACCOUNTS.md).
 */
import type { UserAccount } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { Modal } from '../../../components/Modal';
import { useToast } from '../../../components/toast/useToast';
import { errorText } from '../../../lib/errorText';
import {
  useAdminDisableTwoFactor,
  useEndSession,
  useSessions,
  useTwoFactor,
} from '../account/security/api';
import { SessionList } from '../account/security/SessionList';

export function UserSecurityButton({ user }: { user: UserAccount }) {
  const { t } = useTranslation('security');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('admin.open')}
      </Button>
      {open && <UserSecurityDialog user={user} onClose={() => setOpen(false)} />}
    </>
  );
}

function UserSecurityDialog({ user, onClose }: { user: UserAccount; onClose: () => void }) {
  const { t } = useTranslation('security');
  const toast = useToast();
  const sessions = useSessions(user.id);
  const twoFactor = useTwoFactor(user.id);
  const end = useEndSession(user.id);
  const disable = useAdminDisableTwoFactor(user.id);
  const failure = end.error ?? disable.error;
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={t('admin.title', { name: user.display_name ?? user.username })}
      footer={<Button onClick={onClose}>{t('admin.close')}</Button>}
    >
      <div className="space-y-4" data-testid="user-security">
        <FormAlert message={failure ? errorText(failure, t('failed')) : undefined} />
        <section className="flex flex-wrap items-center gap-3 text-sm text-gray-700 dark:text-gray-300">
          <span>{twoFactor.data?.enabled ? t('admin.twoFactorOn') : t('admin.twoFactorOff')}</span>
          {twoFactor.data?.enabled && (
            <Button
              size="sm"
              variant="danger"
              loading={disable.isPending}
              onClick={() =>
                disable.mutate(undefined, { onSuccess: () => toast.success(t('admin.disabled')) })
              }
            >
              {t('admin.disableTwoFactor')}
            </Button>
          )}
        </section>
        <section>
          <h3 className="mb-1 font-medium text-gray-900 dark:text-gray-100">
            {t('sessions.title')}
          </h3>
          {sessions.isPending ? (
            <LoadingBlock />
          ) : (
            <SessionList
              sessions={sessions.data ?? []}
              ending={end.isPending ? end.variables : undefined}
              onEnd={(s) =>
                end.mutate(s.id, { onSuccess: () => toast.success(t('sessions.ended')) })
              }
            />
          )}
        </section>
      </div>
    </Modal>
  );
}
