/**
 * A protected share's password form with its one field (file shares, folder shares, encrypted
 * files): the frame is PasswordPromptCard, the field `{idPrefix}-password-input`, and a refusal
 * worded by passwordProblemText. Its words are the `password.*` keys of the caller's namespace.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordProblemText, type PasswordProblem } from '../lib/passwordProblem';
import { PasswordPromptCard } from './PasswordPromptCard';
import { TextField } from './TextField';

/** The keys under `password.` each caller's namespace has. */
const WORDS = ['title', 'description', 'submit', 'label', 'wrong', 'tooMany', 'failed'] as const;

export interface SharePasswordPromptProps {
  idPrefix: string;
  /** The namespace whose password.title, description, submit, label, wrong, tooMany and failed say it. */
  namespace: string;
  isSubmitting: boolean;
  problem?: PasswordProblem;
  onSubmit: (password: string) => void;
}

export function SharePasswordPrompt({
  idPrefix,
  namespace,
  isSubmitting,
  problem,
  onSubmit,
}: SharePasswordPromptProps) {
  const { t } = useTranslation(namespace);
  const texts = Object.fromEntries(WORDS.map((key) => [key, t(`password.${key}`)])) as Record<
    (typeof WORDS)[number],
    string
  >;
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
