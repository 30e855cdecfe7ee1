/** App-wide providers: data fetching, translations, theme and toasts. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/toast/ToastProvider';
import i18n from '../i18n';
import { ThemeProvider } from './theme/ThemeProvider';
import { ApiError } from '../api/client';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry (and a 401 has already logged out); only retry the rest.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        // 'online' (the default, said here on purpose): offline, a query does not fire and fail
        // but pauses, keeping the data it has on screen, and refetches when the network returns.
        // The reads kept for offline reading (a paste, a file share, a folder listing) are
        // 'offlineFirst' instead: their queryFn answers the IndexedDB copy without a network
        // (src/offline/offlineRead.ts). The service worker never caches API answers.
        networkMode: 'online',
      },
    },
  });
}

export function Providers({ children }: { children?: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
