/** The password gate of a folder share: a right password buys the ticket its reads carry. */
import type { FolderShareTicket } from '@cloudpaste/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError';
import { PasswordPromptCard } from '../../../components/PasswordPromptCard';
import { TextField } from '../../../components/TextField';
import { passwordProblemText, type PasswordProblem } from '../../../lib/passwordProblem';
import { useVerifyFolderShare } from '../api';

export function FolderSharePassword({
  slug,
  onOpened,
}: {
  slug: string;
  onOpened: (ticket: FolderShareTicket) => void;
}) {
  const { t } = useTranslation('folderShare');
  const verify = useVerifyFolderShare(slug);
  const [password, setPassword] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const problem = problemOf(verify.error);
  const error = passwordProblemText(problem, {
    wrong: t('password.wrong'),
    tooMany: t('password.tooMany'),
    failed: t('password.failed'),
  });
  return (
    <PasswordPromptCard
      idPrefix="folder-share"
      title={t('password.title')}
      description={t('password.description')}
      submitLabel={t('password.submit')}
      password={password}
      isSubmitting={verify.isPending}
      problem={problem}
      onSubmit={(entered) => verify.mutate(entered, { onSuccess: onOpened })}
      inputRef={inputRef}
    >
      <TextField
        ref={inputRef}
        id="folder-share-password-input"
        data-testid="folder-share-password-input"
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

function problemOf(error: Error | null): PasswordProblem | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError && error.status === 401) return 'wrong';
  if (error instanceof ApiError && error.status === 429) return 'tooMany';
  return { message: error.message };
}
