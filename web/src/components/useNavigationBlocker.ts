/**
 * Holds in-app navigations while something would be lost (an unsaved edit) until the user answers:
 * the hook a form uses, and the context the app's router fills (app/router/RouterView.tsx), so
 * features need not import the app shell.
 */
import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { Location } from 'react-router';

export type NavigationBlocker = (args: {
  currentLocation: Location;
  nextLocation: Location;
}) => boolean;

export type BlockerState =
  { state: 'unblocked' } | { state: 'blocked'; proceed: () => void; reset: () => void };

export const UNBLOCKED: BlockerState = { state: 'unblocked' };

/** What blocking needs of a router (app/router/AppRouter.ts is the one). */
export interface BlockingRouter {
  /** Adds a blocker; the answer removes it. */
  block(blocker: NavigationBlocker): () => void;
  subscribe(listener: () => void): () => void;
  getStatus(): { blocker: BlockerState };
}

export const BlockingRouterContext = createContext<BlockingRouter | null>(null);

const NEVER_BLOCKED = (): (() => void) => () => undefined;

/**
 * Holds navigations `shouldBlock` answers true for until the answer's `proceed` or `reset` (the
 * data router's useBlocker). Outside a RouterView nothing is held.
 */
export function useNavigationBlocker(shouldBlock: NavigationBlocker): BlockerState {
  const router = use(BlockingRouterContext);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => router?.block((args) => latest.current(args)), [router]);
  const status = useSyncExternalStore(router?.subscribe ?? NEVER_BLOCKED, () =>
    router ? router.getStatus().blocker : UNBLOCKED,
  );
  return status;
}
