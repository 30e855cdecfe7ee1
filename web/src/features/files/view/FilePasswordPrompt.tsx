/** The password form of a protected file share ('Incorrect password, please try again'). */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordPromptCard } from '../../../components/PasswordPromptCard';
import { TextField } from '../../../components/TextField';
import { passwordProblemText, type PasswordProblem } from '../../../lib/passwordProblem';

export interface FilePasswordPromptProps {
  isSubmitting: boolean;
  problem?: PasswordProblem;
  onSubmit: (password: string) => void;
}

export function FilePasswordPrompt({ isSubmitting, problem, onSubmit }: FilePasswordPromptProps) {
  const { t } = useTranslation('fileView');
  const [password, setPassword] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const error = passwordProblemText(problem, {
    wrong: t('password.wrong'),
    tooMany: t('password.tooMany'),
    failed: t('password.failed'),
  });

  return (
    <PasswordPromptCard
      idPrefix="file"
      title={t('password.title')}
      description={t('password.description')}
      submitLabel={t('password.submit')}
      password={password}
      isSubmitting={isSubmitting}
      problem={problem}
      onSubmit={onSubmit}
      inputRef={inputRef}
    >
      <TextField
        ref={inputRef}
        id="file-password-input"
        data-testid="file-password-input"
        type="password"
        label={t('password.label')}
        autoComplete="off"
        autoFocus
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
    </PasswordPromptCard>
  );
}
