/** The password form of a protected share: labelled input, show/hide toggle, unlock button. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { controlClass } from '../../../components/classes';
import { FieldShell } from '../../../components/FieldShell';
import { PasswordPromptCard } from '../../../components/PasswordPromptCard';
import { useFieldIds } from '../../../components/useFieldIds';
import { passwordProblemText, type PasswordProblem } from '../../../lib/passwordProblem';

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
  const error = passwordProblemText(problem, {
    wrong: t('password.wrong'),
    tooMany: t('password.tooMany'),
    failed: t('password.failed'),
  });
  const { ids, controlProps } = useFieldIds(INPUT_ID, t('password.hint'), error);

  return (
    <PasswordPromptCard
      idPrefix="paste"
      title={t('password.title')}
      description={t('password.description')}
      submitLabel={t('password.submit')}
      password={password}
      isSubmitting={isSubmitting}
      problem={problem}
      onSubmit={onSubmit}
      inputRef={inputRef}
    >
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
    </PasswordPromptCard>
  );
}
