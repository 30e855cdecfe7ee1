/** Opens a share (one counted view) and unlocks it with a password when it has one. */
import { errorStatus, usePasteView, useUnlockPaste } from '../api';
import { resolveViewState, type ViewState } from './viewState';

export interface PasteViewStateApi {
  state: ViewState;
  unlock: (password: string) => void;
  /** Asks again after a failure that was not an answer about the share (network, server error). */
  retry: () => void;
}

export function usePasteViewState(slug: string): PasteViewStateApi {
  // One GET per mount: the query is deduplicated (StrictMode's second mount joins the same
  // request) and never refetches by itself, so opening the page counts exactly one view.
  const view = usePasteView(slug);
  const unlock = useUnlockPaste(slug);
  return {
    state: resolveViewState(view, unlock, errorStatus),
    unlock: (password) => unlock.mutate(password),
    retry: () => {
      unlock.reset();
      void view.refetch();
    },
  };
}
