/** The password form of a protected file share (SPEC §8: 'Incorrect password, please try again'). */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { TextField } from '../../../components/TextField';
import type { PasswordProblem } from './fileViewState';

export interface FilePasswordPromptProps {
  isSubmitting: boolean;
  problem?: PasswordProblem;
  onSubmit: (password: string) => void;
}

export function FilePasswordPrompt({ isSubmitting, problem, onSubmit }: FilePasswordPromptProps) {
  const { t } = useTranslation('fileView');
  const [password, setPassword] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const error =
    problem === 'wrong'
      ? t('password.wrong')
      : problem === 'tooMany'
        ? t('password.tooMany')
        : problem?.message || (problem ? t('password.failed') : undefined);

  // After a refusal, the keyboard goes back to the field with the text selected for retyping.
  const problemKind = typeof problem === 'object' ? 'message' : problem;
  useEffect(() => {
    if (problemKind) inputRef.current?.select();
  }, [problemKind]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== '' && !isSubmitting) onSubmit(password);
  }

  return (
    <Card className="mx-auto w-full max-w-md">
      <form onSubmit={submit} className="space-y-4" aria-labelledby="file-password-title">
        <div>
          <h1
            id="file-password-title"
            className="text-lg font-semibold text-gray-900 dark:text-gray-100"
          >
            {t('password.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {t('password.description')}
          </p>
        </div>
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
        <Button type="submit" className="w-full" loading={isSubmitting} data-testid="file-unlock">
          {t('password.submit')}
        </Button>
      </form>
    </Card>
  );
}
