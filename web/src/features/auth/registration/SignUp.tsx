/** /register: a visitor asks for an account, which waits for the admin's approval. */
import { PASSWORD_MIN_LENGTH } from '@cloudpaste/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { TextField } from '../../../components/TextField';
import { errorText } from '../../../lib/errorText';
import { AuthCard } from '../AuthCard';
import { useRegister, useRegistrationState } from './api';

export function SignUp() {
  const { t } = useTranslation(['newAccount', 'auth']);
  const state = useRegistrationState();
  const register = useRegister();
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH)
      return setError(t('invite.tooShort', { min: PASSWORD_MIN_LENGTH }));
    setError(undefined);
    register.mutate(
      { username: username.trim(), password, display_name: displayName.trim() || null },
      { onError: (e) => setError(errorText(e, t('auth:login.errors.loginFailed'))) },
    );
  }

  const body = () => {
    if (state.isPending) return <LoadingBlock />;
    if (!state.data?.open) return <FormAlert message={t('register.closed')} />;
    if (register.isSuccess)
      return (
        <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
          {t('register.done')}
        </p>
      );
    return (
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="register-form">
        <FormAlert message={error} />
        <TextField
          label={t('auth:login.username')}
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label={t('register.displayName')}
          autoComplete="nickname"
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
        />
        <TextField
          label={t('auth:login.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </form>
    );
  };

  return (
    <AuthCard title={t('register.title')} hint={t('register.hint')}>
      {body()}
    </AuthCard>
  );
}
