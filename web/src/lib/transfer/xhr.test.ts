/** sendXhr against a scripted XMLHttpRequest: progress, answers, failures, abort, headers, ETags. */
import { describe, expect, it } from 'vitest';
import { readEtag, sendXhr, TransferError } from './xhr';

/** Just enough of XMLHttpRequest for sendXhr; the test plays the network by calling its hooks. */
class FakeXhr {
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  sentBody: unknown;
  requestHeaders: Record<string, string> = {};
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress?: (e: { loaded: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.sentBody = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body = '', headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = body;
    this.responseHeaders = headers;
    this.onload?.();
  }
}

function start(overrides: Partial<Parameters<typeof sendXhr>[0]> = {}) {
  const xhr = new FakeXhr();
  const progress: number[] = [];
  let sent = false;
  const promise = sendXhr(
    {
      method: 'PUT',
      url: 'https://bucket.example/key?sig=1',
      body: 'hello',
      headers: { 'Content-Type': 'text/plain' },
      timeoutMs: 300_000,
      onProgress: (loaded) => progress.push(loaded),
      onSent: () => {
        sent = true;
      },
      ...overrides,
    },
    () => xhr as unknown as XMLHttpRequest,
  );
  return { xhr, progress, promise, wasSent: () => sent };
}

describe('sendXhr', () => {
  it('sends the body with its headers and timeout, reporting progress, and resolves any answer', async () => {
    const { xhr, progress, promise, wasSent } = start();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('https://bucket.example/key?sig=1');
    expect(xhr.timeout).toBe(300_000);
    expect(xhr.requestHeaders).toEqual({ 'Content-Type': 'text/plain' });
    expect(xhr.sentBody).toBe('hello');
    xhr.upload.onprogress?.({ loaded: 2 });
    xhr.upload.onprogress?.({ loaded: 5 });
    xhr.upload.onload?.();
    xhr.answer(403, '<Error/>', { etag: '"abc"' });
    const response = await promise;
    expect(progress).toEqual([2, 5]);
    expect(wasSent()).toBe(true);
    expect(response.status).toBe(403);
    expect(response.body).toBe('<Error/>');
    expect(response.header('ETag')).toBe('"abc"');
  });

  it.each([
    ['network', (xhr: FakeXhr) => xhr.onerror?.()],
    ['timeout', (xhr: FakeXhr) => xhr.ontimeout?.()],
  ] as const)('rejects with a %s TransferError', async (kind, fail) => {
    const { xhr, promise } = start();
    fail(xhr);
    await expect(promise).rejects.toEqual(new TransferError(kind));
  });

  it('aborts the request when the signal fires, and never starts one already aborted', async () => {
    const controller = new AbortController();
    const { xhr, promise } = start({ signal: controller.signal });
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(promise).rejects.toMatchObject({ kind: 'aborted' });

    const late = start({ signal: controller.signal });
    await expect(late.promise).rejects.toMatchObject({ kind: 'aborted' });
    expect(late.xhr.method).toBe('');
  });
});

describe('readEtag', () => {
  it('keeps the value as sent and treats empty ones as missing', () => {
    expect(readEtag('"9b2cf535f27731c974343645a3985328"')).toBe(
      '"9b2cf535f27731c974343645a3985328"',
    );
    expect(readEtag(' abc ')).toBe('abc');
    expect(readEtag(null)).toBeNull();
    expect(readEtag('')).toBeNull();
    expect(readEtag('""')).toBeNull();
  });
});
