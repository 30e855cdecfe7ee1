/** The password form of a protected share: labelled input, show/hide toggle, unlock button. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { controlClass } from '../../../components/classes';
import { FieldShell } from '../../../components/FieldShell';
import { useFieldIds } from '../../../components/useFieldIds';
import type { PasswordProblem } from './viewState';

export interface PasswordPromptProps {
  isSubmitting: boolean;
  problem?: PasswordProblem;
  onSubmit: (password: string) => void;
}

/** The e2e specs and the label both find the input by this id. */
const INPUT_ID = 'paste-password-input';

export function PasswordPrompt({ isSubmitting, problem, onSubmit }: PasswordPromptProps) {
  const { t } = useTranslation('pasteView');
  const [password, setPassword] = useState('');
  const [isVisible, setIsVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const error =
    problem === 'wrong'
      ? t('password.wrong')
      : problem === 'tooMany'
        ? t('password.tooMany')
        : problem?.message || (problem ? t('password.failed') : undefined);
  const { ids, controlProps } = useFieldIds(INPUT_ID, t('password.hint'), error);

  // After a refusal, put the keyboard back in the field with the text selected for retyping.
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
      <form onSubmit={submit} className="space-y-4" aria-labelledby="paste-password-title">
        <div>
          <h1
            id="paste-password-title"
            className="text-lg font-semibold text-gray-900 dark:text-gray-100"
          >
            {t('password.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {t('password.description')}
          </p>
        </div>
        <FieldShell
          ids={ids}
          label={t('password.label')}
          hint={t('password.hint')}
          error={error}
          className=""
        >
          <div className="flex items-start gap-2">
            <input
              {...controlProps}
              ref={inputRef}
              type={isVisible ? 'text' : 'password'}
              data-testid={INPUT_ID}
              autoComplete="off"
              autoFocus
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className={controlClass(Boolean(error), 'flex-1')}
            />
            <Button
              variant="secondary"
              className="mt-1 shrink-0"
              aria-controls={ids.controlId}
              aria-pressed={isVisible}
              onClick={() => setIsVisible((visible) => !visible)}
            >
              {isVisible ? t('password.hide') : t('password.show')}
            </Button>
          </div>
        </FieldShell>
        <Button type="submit" className="w-full" loading={isSubmitting} data-testid="paste-unlock">
          {t('password.submit')}
        </Button>
      </form>
    </Card>
  );
}
