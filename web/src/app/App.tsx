/** The whole app: providers around the router. */
import { useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { checkSessionBefore } from './guards/sessionCheck';
import { FullPageSpinner } from './layout/FullPageSpinner';
import { Providers } from './Providers';
import { AppRouter, type History } from './router/AppRouter';
import { RouterView } from './router/RouterView';
import { routes } from './routes';

/**
 * The router starts at once: the first page's code and the session check load as it is created,
 * so main.tsx creates it before it waits for translations, and both travel together.
 */
export function createAppRouter(
  history: History = createBrowserHistory({ v5Compat: true }),
): AppRouter {
  return new AppRouter({ routes, history, prepare: checkSessionBefore });
}

export function App({ router, onShown }: { router?: AppRouter; onShown?: () => void }) {
  // Without one given, created on mount rather than at import, so tests get a fresh router.
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <Providers>
      <RouterView router={appRouter} fallback={<FullPageSpinner />} onShown={onShown} />
    </Providers>
  );
}
