/** The whole app: providers around the router. */
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './Providers';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The router starts at once: the first page's code and the session check load as it is created,
 * so main.tsx creates it before it waits for translations, and both travel together.
 */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

export function App({ router }: { router?: AppRouter }) {
  // Without one given, created on mount rather than at import, so tests get a fresh router.
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <Providers>
      <RouterProvider router={appRouter} />
    </Providers>
  );
}
