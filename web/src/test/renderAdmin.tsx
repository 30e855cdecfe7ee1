/**
 * Test helper: renders an admin screen with the providers the app shell gives it, in English unless
 * `language` says otherwise, at `path` (the address a screen reads its query from).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '../components/toast/ToastProvider';

export function renderAdmin(
  ui: ReactElement,
  { path = '/', language = 'en-US' }: { path?: string; language?: string } = {},
) {
  void i18n.changeLanguage(language);
  // No retries: a failing request in a test should show its error state at once.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
