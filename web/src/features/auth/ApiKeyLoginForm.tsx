/** API key form of the admin login. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginApiKey } from '../../auth/authActions';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { loginErrorMessage } from './loginErrorMessage';

export function ApiKeyLoginForm() {
  const { t } = useTranslation('auth');
  const [apiKey, setApiKey] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (apiKey.trim() === '') return;
    setSubmitting(true);
    setError(null);
    try {
      await loginApiKey(apiKey);
    } catch (failure) {
      setError(loginErrorMessage(failure, t));
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <TextField
        id="apiKey"
        name="apiKey"
        type="password"
        label={t('login.apiKey')}
        hint={t('login.apiKeyHint')}
        autoComplete="off"
        spellCheck={false}
        required
        value={apiKey}
        onChange={(event) => setApiKey(event.target.value)}
        error={touched && apiKey.trim() === '' ? t('login.required') : undefined}
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
