/** Renders the explorer at a URL in a memory router with the app's providers, in English. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import { MountExplorer } from '../MountExplorer';

export function renderExplorer(url: string) {
  // No retries: a failing request in a test should show its error state at once.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/mount-explorer/*', element: <MountExplorer /> },
      { path: '/admin', element: <p>login page</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
