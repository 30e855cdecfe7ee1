/** The password gate of a folder share: a right password buys the ticket its reads carry. */
import type { FolderShareTicket } from '@cloudpaste/contracts';
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
  const verify = useVerifyFolderShare(slug);
  return (
    <SharePasswordPrompt
      idPrefix="folder-share"
      namespace="folderShare"
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
