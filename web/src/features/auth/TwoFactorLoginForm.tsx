/** The second step of a sign-in with two-factor on: a code from the app, or a recovery code. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorPending } from '../../auth/authActions';
import { loginWithCode } from './api';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { LoginForm } from './LoginForm';

export function TwoFactorLoginForm({
  pending,
  onBack,
}: {
  pending: TwoFactorPending;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('login.twoFactor.hint', { username: pending.username })}
      </p>
      <LoginForm
        isComplete={code.trim() !== ''}
        login={() => loginWithCode(pending.challenge, code.trim())}
      >
        {(required) => (
          <TextField
            id="two-factor-code"
            name="code"
            label={t('login.twoFactor.code')}
            hint={t('login.twoFactor.codeHint')}
            autoComplete="one-time-code"
            autoFocus
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={required(code)}
          />
        )}
      </LoginForm>
      <Button variant="ghost" onClick={onBack}>
        {t('login.twoFactor.back')}
      </Button>
    </div>
  );
}
