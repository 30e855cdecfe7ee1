/** Renders the explorer at a URL in a memory router with the app's providers, in English. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { AppRouter } from '../../../app/router/AppRouter';
import { RouterView } from '../../../app/router/RouterView';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import { MountExplorer } from '../MountExplorer';

export function renderExplorer(url: string) {
  // No retries: a failing request in a test should show its error state at once.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = new AppRouter({
    routes: [
      { path: '/mount-explorer/*', element: <MountExplorer /> },
      { path: '/admin', element: <p>login page</p> },
    ],
    history: createMemoryHistory({ initialEntries: [url], v5Compat: true }),
  });
  const view = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterView router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
