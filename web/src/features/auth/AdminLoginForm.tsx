/**
 * Username and password form of the admin login; for an account with two-factor sign-in on, the
 * code form follows (docs/ACCOUNTS.md).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginAdmin, type TwoFactorPending } from '../../auth/authActions';
import { TextField } from '../../components/TextField';
import { LoginForm } from './LoginForm';
import { TwoFactorLoginForm } from './TwoFactorLoginForm';

export function AdminLoginForm() {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<TwoFactorPending | null>(null);

  if (pending) return <TwoFactorLoginForm pending={pending} onBack={() => setPending(null)} />;
  return (
    <LoginForm
      isComplete={username.trim() !== '' && password !== ''}
      login={async () => setPending(await loginAdmin(username.trim(), password))}
    >
      {(required) => (
        <>
          <TextField
            id="username"
            name="username"
            label={t('login.username')}
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={required(username)}
          />
          <TextField
            id="password"
            name="password"
            type="password"
            label={t('login.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={required(password)}
          />
        </>
      )}
    </LoginForm>
  );
}
