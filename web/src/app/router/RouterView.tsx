/**
 * Shows an AppRouter's location through react-router's declarative <Router>. The router shows a
 * location once its page's code and translations are in, so it renders at once; until the first
 * location is ready, `fallback` shows.
 */
import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  type ReactNode,
} from 'react';
import { Router, useLocation, useRoutes } from 'react-router';
import { BlockingRouterContext } from '../../components/useNavigationBlocker';
import type { AppRouter, RouteHandle } from './AppRouter';

interface RouterContextValue {
  router: AppRouter;
  /** A navigation is waiting for its preparation or for its page to render. */
  pending: boolean;
}

const RouterContext = createContext<RouterContextValue | null>(null);

function AppRoutes({ router }: { router: AppRouter }) {
  return useRoutes(router.routes);
}

export function RouterView({
  router,
  fallback = null,
  onShown,
}: {
  router: AppRouter;
  fallback?: ReactNode;
  /** Called once a page is on screen (after each page shown; the first call is what matters). */
  onShown?: () => void;
}) {
  const [isPending, startTransition] = useTransition();
  const [shown, setShown] = useState(() => (router.ready ? router.state : null));
  // The state last handed to setShown, so that a notification with nothing new starts no
  // transition: its pending flag, set in this layout effect, would render the app again at once
  // and run every effect of the first page in the same task.
  const handed = useRef(shown);
  useLayoutEffect(() => {
    const update = () => {
      if (!router.ready || router.state === handed.current) return;
      const next = router.state;
      handed.current = next;
      // A transition: the page (or the fallback, before the first one) stays on screen should
      // anything of the next one still suspend, and React renders it in slices, not one long task.
      startTransition(() => setShown(next));
    };
    update();
    return router.subscribe(update);
  }, [router]);
  const status = useSyncExternalStore(router.subscribe, router.getStatus);
  const pending = isPending || status.preparing;
  const value = useMemo(() => ({ router, pending }), [router, pending]);
  // The router's status changes through a store, which React renders at once, in one task: kept
  // as the same element, the page is not rendered again with it (only what reads `pending` is).
  const page = useMemo(
    () =>
      shown && (
        <Router
          location={shown.location}
          navigationType={shown.historyAction}
          navigator={router.navigator}
        >
          <AppRoutes router={router} />
        </Router>
      ),
    [router, shown],
  );
  // Effects run after the commit has been painted: the page is on screen.
  useEffect(() => {
    if (page) onShown?.();
  }, [page, onShown]);
  if (!page) return fallback;
  return (
    <RouterContext value={value}>
      <BlockingRouterContext value={router}>{page}</BlockingRouterContext>
    </RouterContext>
  );
}

/** Whether a navigation is under way (false outside a RouterView). */
export function useNavigationPending(): boolean {
  return use(RouterContext)?.pending ?? false;
}

/** The handles of the routes the current location matches, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  const router = use(RouterContext)?.router;
  const location = useLocation();
  return useMemo(() => router?.handlesAt(location) ?? [], [router, location]);
}
