/** API key form of the admin login. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginApiKey } from '../../auth/authActions';
import { TextField } from '../../components/TextField';
import { LoginForm } from './LoginForm';

export function ApiKeyLoginForm() {
  const { t } = useTranslation('auth');
  const [apiKey, setApiKey] = useState('');

  return (
    <LoginForm isComplete={apiKey.trim() !== ''} login={() => loginApiKey(apiKey)}>
      {(required) => (
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
          error={required(apiKey)}
        />
      )}
    </LoginForm>
  );
}
