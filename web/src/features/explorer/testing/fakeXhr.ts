/**
 * XMLHttpRequest for tests: requests go to the fake server's handler after a tick, report upload
 * progress (and download progress for Blob answers), and answer, fail as a network error, or hang
 * until aborted, as the handler says.
 */
import type { XhrCall, XhrOutcome } from './fakeServer';

export type XhrHandler = (call: XhrCall) => Promise<XhrOutcome>;

export function fakeXhrClass(handle: XhrHandler) {
  return class FakeXhr {
    upload: { onprogress?: (e: { loaded: number }) => void; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    onabort?: () => void;
    onprogress?: (e: { loaded: number }) => void;
    responseType = '';
    response: unknown = null;
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    private method = '';
    private url = '';
    private readonly requestHeaders: Record<string, string> = {};
    private answerHeaders: Record<string, string> = {};
    private isSettled = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.requestHeaders[name] = value;
    }

    getResponseHeader(name: string): string | null {
      return this.answerHeaders[name.toLowerCase()] ?? null;
    }

    abort() {
      if (this.isSettled) return;
      this.isSettled = true;
      this.onabort?.();
    }

    send(body: unknown) {
      void this.deliver(body);
    }

    private async deliver(body: unknown) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (this.isSettled) return;
      const outcome = await handle({
        method: this.method,
        url: new URL(this.url, 'http://localhost'),
        headers: this.requestHeaders,
        body,
        progress: (loaded) => this.isSettled || this.upload.onprogress?.({ loaded }),
      });
      if (this.isSettled || outcome === 'hold') return;
      this.isSettled = true;
      if (outcome === 'network') {
        this.onerror?.();
        return;
      }
      this.upload.onload?.();
      this.status = outcome.status;
      this.responseText = outcome.body ?? '';
      if (this.responseType === 'blob') {
        const blob = new Blob([this.responseText]);
        this.onprogress?.({ loaded: blob.size });
        this.response = blob;
      }
      this.answerHeaders = Object.fromEntries(
        Object.entries(outcome.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
      );
      this.onload?.();
    }
  };
}
