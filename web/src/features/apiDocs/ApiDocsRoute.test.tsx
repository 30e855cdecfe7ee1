/** /api-docs in the real route table: reached from the footer, titled, reading the served document. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { TEST_DOCUMENT } from './testDocument';

const requested: string[] = [];

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      requested.push(url);
      const found = url.endsWith('/api/openapi.json');
      const body = found
        ? TEST_DOCUMENT
        : { code: 404, message: 'not found', data: null, success: false };
      return new Response(JSON.stringify(body), {
        status: found ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/api-docs route', () => {
  it('opens from the footer link and lists the operations of /api/openapi.json', async () => {
    const { router } = renderApp('/upload');
    fireEvent.click(await screen.findByRole('link', { name: 'API' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/api-docs'));
    expect(await screen.findByRole('heading', { name: 'API reference', level: 1 })).toBeTruthy();
    expect(await screen.findByTestId('operation-postApiPaste')).toBeTruthy();
    expect(requested.some((url) => url.endsWith('/api/openapi.json'))).toBe(true);
    await waitFor(() => expect(document.title).toBe('API reference - CloudPaste'));
  });
});
