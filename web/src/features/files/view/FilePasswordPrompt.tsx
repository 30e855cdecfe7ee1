/** The password form of a protected file share ('Incorrect password, please try again'). */
import { useTranslation } from 'react-i18next';
import { SharePasswordPrompt } from '../../../components/SharePasswordPrompt';
import type { PasswordProblem } from '../../../lib/passwordProblem';

export interface FilePasswordPromptProps {
  isSubmitting: boolean;
  problem?: PasswordProblem;
  onSubmit: (password: string) => void;
}

export function FilePasswordPrompt({ isSubmitting, problem, onSubmit }: FilePasswordPromptProps) {
  const { t } = useTranslation('fileView');
  return (
    <SharePasswordPrompt
      idPrefix="file"
      texts={{
        title: t('password.title'),
        description: t('password.description'),
        submit: t('password.submit'),
        label: t('password.label'),
        wrong: t('password.wrong'),
        tooMany: t('password.tooMany'),
        failed: t('password.failed'),
      }}
      isSubmitting={isSubmitting}
      problem={problem}
      onSubmit={onSubmit}
    />
  );
}
