/**
 * A protected share's password form with its one field (file shares, folder shares): the frame is
 * PasswordPromptCard, the field `{idPrefix}-password-input`, and a refusal worded by
 * passwordProblemText from the texts given.
 */
import { useRef, useState } from 'react';
import { passwordProblemText, type PasswordProblem } from '../lib/passwordProblem';
import { PasswordPromptCard } from './PasswordPromptCard';
import { TextField } from './TextField';

export interface SharePasswordTexts {
  title: string;
  description: string;
  submit: string;
  label: string;
  wrong: string;
  tooMany: string;
  failed: string;
}

export interface SharePasswordPromptProps {
  idPrefix: string;
  texts: SharePasswordTexts;
  isSubmitting: boolean;
  problem?: PasswordProblem;
  onSubmit: (password: string) => void;
}

export function SharePasswordPrompt({
  idPrefix,
  texts,
  isSubmitting,
  problem,
  onSubmit,
}: SharePasswordPromptProps) {
  const [password, setPassword] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = `${idPrefix}-password-input`;
  return (
    <PasswordPromptCard
      idPrefix={idPrefix}
      title={texts.title}
      description={texts.description}
      submitLabel={texts.submit}
      password={password}
      isSubmitting={isSubmitting}
      problem={problem}
      onSubmit={onSubmit}
      inputRef={inputRef}
    >
      <TextField
        ref={inputRef}
        id={inputId}
        data-testid={inputId}
        type="password"
        label={texts.label}
        autoComplete="off"
        autoFocus
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordProblemText(problem, texts)}
      />
    </PasswordPromptCard>
  );
}
