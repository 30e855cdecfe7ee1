/**
 * The password form of a protected share: labelled input, show/hide toggle, unlock button. The
 * same form asks for an end-to-end encrypted share's own password, which never leaves the browser.
 */
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
  /** The server's share password (default) or the encryption password of the content. */
  purpose?: 'share' | 'encryption';
}

/** The e2e specs and the label both find the input by these ids. */
const PURPOSES = {
  share: {
    ns: 'pasteView',
    prefix: 'password',
    idPrefix: 'paste',
    inputId: 'paste-password-input',
  },
  encryption: {
    // Its own namespace, fetched only for an encrypted share.
    ns: 'e2ee',
    prefix: 'password',
    idPrefix: 'paste-e2ee',
    inputId: 'paste-e2ee-password-input',
  },
};

export function PasswordPrompt({
  isSubmitting,
  problem,
  onSubmit,
  purpose = 'share',
}: PasswordPromptProps) {
  const { ns, prefix, idPrefix, inputId } = PURPOSES[purpose];
  const { t: translate } = useTranslation(ns);
  /** This purpose's text: `password.*` in the pasteView namespace, or in the e2ee one. */
  const text = (key: string) => translate(`${prefix}.${key}`);
  const [password, setPassword] = useState('');
  const [isVisible, setIsVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const error = passwordProblemText(problem, {
    wrong: text('wrong'),
    tooMany: text('tooMany'),
    failed: text('failed'),
  });
  const { ids, controlProps } = useFieldIds(inputId, text('hint'), error);

  return (
    <PasswordPromptCard
      idPrefix={idPrefix}
      title={text('title')}
      description={text('description')}
      submitLabel={text('submit')}
      password={password}
      isSubmitting={isSubmitting}
      problem={problem}
      onSubmit={onSubmit}
      inputRef={inputRef}
    >
      <FieldShell ids={ids} label={text('label')} hint={text('hint')} error={error} className="">
        <div className="flex items-start gap-2">
          <input
            {...controlProps}
            ref={inputRef}
            type={isVisible ? 'text' : 'password'}
            data-testid={inputId}
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
            {isVisible ? text('hide') : text('show')}
          </Button>
        </div>
      </FieldShell>
    </PasswordPromptCard>
  );
}
