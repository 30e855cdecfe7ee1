/** /invite/{token}: the invitee chooses a password, then signs in (docs/ACCOUNTS.md). */
import { PASSWORD_MIN_LENGTH } from '@cloudpaste/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { TextField } from '../../../components/TextField';
import { errorText } from '../../../lib/errorText';
import { formatDateTime } from '../../../lib/format';
import { AuthCard } from '../AuthCard';
import { useAcceptInvitation, useInvitation } from './api';

export function AcceptInvitation({ token }: { token: string }) {
  const { t, i18n } = useTranslation(['newAccount', 'auth']);
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ field: 'password' | 'confirm' | 'form'; text: string }>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH)
      return setError({
        field: 'password',
        text: t('invite.tooShort', { min: PASSWORD_MIN_LENGTH }),
      });
    if (password !== confirm) return setError({ field: 'confirm', text: t('invite.mismatch') });
    setError(undefined);
    accept.mutate(password, {
      onError: (e) =>
        setError({ field: 'form', text: errorText(e, t('auth:login.errors.loginFailed')) }),
    });
  }

  const body = () => {
    if (invitation.isPending) return <LoadingBlock />;
    if (invitation.isError)
      return <FormAlert message={t('invite.invalid')} testId="invite-invalid" />;
    const name = invitation.data.display_name ?? invitation.data.username;
    if (accept.isSuccess)
      return (
        <div role="status" className="space-y-4" data-testid="invite-done">
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {t('invite.done', { name: invitation.data.username })}
          </p>
          <Link
            to="/admin"
            className="inline-flex rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700"
          >
            {t('invite.signIn')}
          </Link>
        </div>
      );
    return (
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="invite-form">
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('invite.for', { name })}</p>
        <p className="text-xs text-gray-500 dark:text-gray-400">
          {t('invite.expires', { date: formatDateTime(invitation.data.expires_at, i18n.language) })}
        </p>
        <FormAlert message={error?.field === 'form' ? error.text : undefined} />
        <input type="hidden" autoComplete="username" value={invitation.data.username} readOnly />
        <TextField
          label={t('invite.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error?.field === 'password' ? error.text : undefined}
        />
        <TextField
          label={t('invite.confirm')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={error?.field === 'confirm' ? error.text : undefined}
        />
        <Button type="submit" loading={accept.isPending} data-testid="invite-submit">
          {t('invite.submit')}
        </Button>
      </form>
    );
  };

  return <AuthCard title={t('invite.title')}>{body()}</AuthCard>;
}
