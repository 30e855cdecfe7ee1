/** The frame both login modes share: required-field check on submit, the login failure, the submit button. */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { loginErrorMessage } from './loginErrorMessage';

export interface LoginFormProps {
  /** Whether the required fields are filled; the login is only tried when they are. */
  isComplete: boolean;
  /** Logs in; on success the auth store changes and the admin layout replaces this form. */
  login: () => Promise<void>;
  /** The fields; `required(value)` is the "required" error once a submit was tried, else undefined. */
  children: (required: (value: string) => string | undefined) => ReactNode;
}

export function LoginForm({ isComplete, login, children }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!isComplete) return;
    setSubmitting(true);
    setError(null);
    try {
      await login();
    } catch (failure) {
      setError(loginErrorMessage(failure, t));
      setSubmitting(false);
    }
  }

  const required = (value: string) =>
    touched && value.trim() === '' ? t('login.required') : undefined;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {children(required)}
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
