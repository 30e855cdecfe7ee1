/** Username and password form of the admin login. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginAdmin } from '../../auth/authActions';
import { TextField } from '../../components/TextField';
import { LoginForm } from './LoginForm';

export function AdminLoginForm() {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  return (
    <LoginForm
      isComplete={username.trim() !== '' && password !== ''}
      login={() => loginAdmin(username.trim(), password)}
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
