/**
 * The frame of a protected share's password form: heading, the field the screen supplies, and the
 * unlock button. After a refusal the field's text is selected, so the keyboard can retype it.
 */
import { useEffect, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { PasswordProblem } from '../lib/passwordProblem';
import { Button } from './Button';
import { Card } from './Card';

export interface PasswordPromptCardProps {
  /** Prefix of the heading's id (`{prefix}-password-title`) and of the test id `{prefix}-unlock`. */
  idPrefix: string;
  title: string;
  description: string;
  submitLabel: string;
  password: string;
  isSubmitting: boolean;
  problem?: PasswordProblem;
  onSubmit: (password: string) => void;
  /** The password input, selected after a refusal. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The password field. */
  children: ReactNode;
}

export function PasswordPromptCard({
  idPrefix,
  title,
  description,
  submitLabel,
  password,
  isSubmitting,
  problem,
  onSubmit,
  inputRef,
  children,
}: PasswordPromptCardProps) {
  const problemKind = typeof problem === 'object' ? 'message' : problem;
  useEffect(() => {
    if (problemKind) inputRef.current?.select();
  }, [problemKind, inputRef]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== '' && !isSubmitting) onSubmit(password);
  }

  const titleId = `${idPrefix}-password-title`;
  return (
    <Card className="mx-auto w-full max-w-md">
      <form onSubmit={submit} className="space-y-4" aria-labelledby={titleId}>
        <div>
          <h1 id={titleId} className="text-lg font-semibold text-gray-900 dark:text-gray-100">
            {title}
          </h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{description}</p>
        </div>
        {children}
        <Button
          type="submit"
          className="w-full"
          loading={isSubmitting}
          data-testid={`${idPrefix}-unlock`}
        >
          {submitLabel}
        </Button>
      </form>
    </Card>
  );
}
