/** Username and password form of the admin login. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginAdmin } from '../../auth/authActions';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { loginErrorMessage } from './loginErrorMessage';

export function AdminLoginForm() {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (username.trim() === '' || password === '') return;
    setSubmitting(true);
    setError(null);
    try {
      // On success the auth store changes and the admin layout replaces this form.
      await loginAdmin(username.trim(), password);
    } catch (failure) {
      setError(loginErrorMessage(failure, t));
      setSubmitting(false);
    }
  }

  const required = (value: string) =>
    touched && value.trim() === '' ? t('login.required') : undefined;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
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
      {error && (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300"
        >
          {error}
        </p>
      )}
      <Button type="submit" data-testid="login-submit" loading={submitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
