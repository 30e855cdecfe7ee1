/** Test helpers: render an editor screen with the app's providers in English, logged in as asked. */
import { Permission } from '@cloudpaste/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { setSession } from '../../../../auth/authStore';
import { ToastProvider } from '../../../../components/toast/ToastProvider';
import { CodeEditorEnabled } from '../LazyCodeEditor';

export type TestLogin = 'none' | 'admin' | 'textKey' | 'fileKey';

export function logInAs(login: TestLogin) {
  if (login === 'none') setSession({ authType: 'none' }, null);
  else if (login === 'admin') setSession({ authType: 'admin', adminToken: 'token' }, Date.now());
  else {
    const permissions = login === 'textKey' ? Permission.TEXT : Permission.FILE_SHARE;
    setSession({ authType: 'apikey', apiKey: 'key', permissions, apiKeyInfo: null }, Date.now());
  }
}

export function renderEditor(ui: ReactElement, login: TestLogin = 'admin') {
  void i18n.changeLanguage('en-US');
  logInAs(login);
  // No retries: a failing request in a test should show its error state at once.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        {/* The textarea the editor shows until CodeMirror loads; e2e/specs/editor.spec.ts tests that. */}
        <CodeEditorEnabled value={false}>
          <MemoryRouter>{ui}</MemoryRouter>
        </CodeEditorEnabled>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
