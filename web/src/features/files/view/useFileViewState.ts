/** Opens a file share (one counted view) and unlocks it with a password when it has one. */
import { errorStatus, usePublicFile, useVerifyFilePassword } from '../api';
import { resolveFileViewState, type FileViewState } from './fileViewState';

export interface FileViewStateApi {
  state: FileViewState;
  unlock: (password: string) => void;
  /** Asks again after a failure that was not an answer about the share (network, server error). */
  retry: () => void;
}

export function useFileViewState(slug: string): FileViewStateApi {
  // One GET per mount: deduplicated under StrictMode and never refetched by itself.
  const view = usePublicFile(slug);
  const verify = useVerifyFilePassword(slug);
  return {
    state: resolveFileViewState(view, verify, errorStatus),
    unlock: (password) => verify.mutate(password),
    retry: () => {
      verify.reset();
      void view.refetch();
    },
  };
}
