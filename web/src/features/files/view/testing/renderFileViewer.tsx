/** Test helper: the file view of share `abc` at /file/abc over a stubbed API, with a home page to go back to. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastProvider } from '../../../../components/toast/ToastProvider';
import { stubFetch } from '../../../../test/stubFetch';
import { FileViewer } from '../FileViewer';

export function renderFileViewer(routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(routes);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/file/abc']}>
          <Routes>
            <Route path="/file/:slug" element={<FileViewer slug="abc" />} />
            <Route path="/" element={<p>home page</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return stub;
}
