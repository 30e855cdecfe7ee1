/**
 * A file share's text preview reads the bytes in their own encoding (Shift_JIS here), and an
 * encoding picked by hand re-reads the same bytes without fetching them again.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextPreview } from './TextPreview';

const SJIS = new Uint8Array(
  readFileSync(join(__dirname, '../../../lib/textEncoding/fixtures/shift_jis.txt')),
);

afterEach(() => vi.unstubAllGlobals());

describe('file share text preview', () => {
  it('shows Shift_JIS text as Japanese and switches encoding without a refetch', async () => {
    await i18n.changeLanguage('en-US');
    const fetchMock = vi.fn(
      async () => new Response(SJIS, { headers: { 'content-type': 'text/plain' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TextPreview url="/api/file-view/abc?t=1.sig" mode="text" />
      </QueryClientProvider>,
    );
    const select = (await screen.findByTestId('file-text-encoding')) as HTMLSelectElement;
    expect(select.value).toBe('shift_jis');
    const text = () => screen.getByTestId('file-text').textContent ?? '';
    expect(text()).toContain('日本語のテキスト：文字コードの判定と保存。');

    fireEvent.change(select, { target: { value: 'gbk' } });
    expect(text()).not.toContain('日本語');
    fireEvent.change(select, { target: { value: 'shift_jis' } });
    expect(text()).toContain('日本語のテキスト');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
