/** The encryption password of an encrypted file share: checked in this browser, never sent. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordPromptCard } from '../../../components/PasswordPromptCard';
import { TextField } from '../../../components/TextField';

export interface SealedFilePasswordProps {
  isSubmitting: boolean;
  wrong: boolean;
  onSubmit: (password: string) => void;
}

export function SealedFilePassword({ isSubmitting, wrong, onSubmit }: SealedFilePasswordProps) {
  const { t } = useTranslation('e2ee');
  const [password, setPassword] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <PasswordPromptCard
      idPrefix="file-e2ee"
      title={t('password.title')}
      description={t('password.description')}
      submitLabel={t('password.submit')}
      password={password}
      isSubmitting={isSubmitting}
      problem={wrong ? 'wrong' : undefined}
      onSubmit={onSubmit}
      inputRef={inputRef}
    >
      <TextField
        ref={inputRef}
        id="file-e2ee-password-input"
        data-testid="file-e2ee-password-input"
        type="password"
        label={t('password.label')}
        hint={t('password.hint')}
        autoComplete="off"
        autoFocus
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={wrong ? t('password.wrong') : undefined}
      />
    </PasswordPromptCard>
  );
}
