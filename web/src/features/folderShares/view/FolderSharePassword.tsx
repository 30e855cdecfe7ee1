/** The password gate of a folder share: a right password buys the ticket its reads carry. */
import type { FolderShareTicket } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError';
import { SharePasswordPrompt } from '../../../components/SharePasswordPrompt';
import type { PasswordProblem } from '../../../lib/passwordProblem';
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
  return (
    <SharePasswordPrompt
      idPrefix="folder-share"
      texts={{
        title: t('password.title'),
        description: t('password.description'),
        submit: t('password.submit'),
        label: t('password.label'),
        wrong: t('password.wrong'),
        tooMany: t('password.tooMany'),
        failed: t('password.failed'),
      }}
      isSubmitting={verify.isPending}
      problem={problemOf(verify.error)}
      onSubmit={(entered) => verify.mutate(entered, { onSuccess: onOpened })}
    />
  );
}

function problemOf(error: Error | null): PasswordProblem | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError && error.status === 401) return 'wrong';
  if (error instanceof ApiError && error.status === 429) return 'tooMany';
  return { message: error.message };
}
