/** The password form of a protected file share ('Incorrect password, please try again'). */
import { SharePasswordPrompt } from '../../../components/SharePasswordPrompt';
import type { PasswordProblem } from '../../../lib/passwordProblem';

export interface FilePasswordPromptProps {
  isSubmitting: boolean;
  problem?: PasswordProblem;
  onSubmit: (password: string) => void;
}

export function FilePasswordPrompt({ isSubmitting, problem, onSubmit }: FilePasswordPromptProps) {
  return (
    <SharePasswordPrompt
      idPrefix="file"
      namespace="fileView"
      isSubmitting={isSubmitting}
      problem={problem}
      onSubmit={onSubmit}
    />
  );
}
