/**
 * An encrypted share on its page (docs/ENCRYPTION.md): opened in the browser with the link's key,
 * with the encryption password when it has one; a missing key, a wrong key, a wrong password and
 * damaged content each say so, and the ciphertext is never shown.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PasteView } from '@cloudpaste/contracts';
import { encryptText, generateKey } from '@cloudpaste/contracts/e2ee';
import 'fake-indexeddb/auto';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import { envelopeResponse, stubFetch } from '../../../test/stubFetch';
import { PasteViewer } from '../view/PasteViewer';

const SECRET = 'Plain words only the reader sees';

/** The share's answer: its content is the ciphertext. */
function viewOf(content: string): PasteView {
  return {
    slug: 'sealed',
    format: 'text',
    createdAt: '2030-01-01T00:00:00.000Z',
    expiresAt: null,
    maxViews: 0,
    hasPassword: false,
    requiresPassword: false,
    encrypted: true,
    content,
    views: 1,
    title: 'Sealed notes',
  };
}

function serve(content: string) {
  stubFetch({ 'GET /api/paste/sealed': () => envelopeResponse(200, viewOf(content)) });
}

async function sealedShare(options: { password?: string } = {}) {
  const { ciphertext, key } = await encryptText(SECRET, { ...options, iterations: 1000 });
  serve(ciphertext);
  return { ciphertext, key };
}

function renderAt(hash: string) {
  window.location.hash = hash;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>
          <PasteViewer slug="sealed" />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  window.location.hash = '';
  vi.unstubAllGlobals();
});

describe('an end-to-end encrypted share', () => {
  it('opens with the key in the link and shows the text, never the ciphertext', async () => {
    const { ciphertext, key } = await sealedShare();
    renderAt(`#${key}`);
    const content = await screen.findByTestId('paste-content');
    expect(content.textContent).toContain(SECRET);
    expect(document.body.textContent).not.toContain(ciphertext.slice(0, 40));
    expect(screen.getByTestId('paste-e2ee-badge')).toBeTruthy();
    expect(screen.getByTestId('paste-raw').textContent).toBe('Raw (ciphertext)');
  });

  it('says the key is missing when the link has none', async () => {
    await sealedShare();
    renderAt('');
    const error = await screen.findByTestId('paste-e2ee-error');
    expect(error.dataset.problem).toBe('missing-key');
    expect(error.textContent).toContain('The link is missing its key');
  });

  it('says the key is wrong for another key', async () => {
    await sealedShare();
    renderAt(`#${generateKey()}`);
    const error = await screen.findByTestId('paste-e2ee-error');
    expect(error.dataset.problem).toBe('wrong-key');
    expect(error.textContent).toContain('The key does not open this share');
  });

  it('asks for the encryption password, refuses a wrong one, opens with the right one', async () => {
    const { key } = await sealedShare({ password: 'hunter2' });
    renderAt(`#${key}`);
    const input = await screen.findByTestId('paste-e2ee-password-input');
    fireEvent.change(input, { target: { value: 'wrong' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Incorrect encryption password, please try again')).toBeTruthy();
    fireEvent.change(screen.getByTestId('paste-e2ee-password-input'), {
      target: { value: 'hunter2' },
    });
    fireEvent.submit(screen.getByTestId('paste-e2ee-password-input').closest('form')!);
    expect((await screen.findByTestId('paste-content')).textContent).toContain(SECRET);
  });

  it('refuses damaged content with the reason', async () => {
    const { ciphertext, key } = await sealedShare();
    // One character of the last record's tag changed.
    const last = ciphertext.length - 4;
    const damaged =
      ciphertext.slice(0, last) +
      (ciphertext[last] === 'A' ? 'B' : 'A') +
      ciphertext.slice(last + 1);
    serve(damaged);
    renderAt(`#${key}`);
    const error = await screen.findByTestId('paste-e2ee-error');
    expect(error.dataset.problem).toBe('damaged');
    expect(error.dataset.code).toBe('tampered');
    expect(error.textContent).toContain('It was changed.');
  });
});
