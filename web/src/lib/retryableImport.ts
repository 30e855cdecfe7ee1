/**
 * A module loaded on demand for `use()` under an error boundary, fetched once. A failed fetch
 * (offline before the service worker holds the chunk) stays failed until `forgetFailure`, which
 * the boundary calls when it resets: React reads the promise again after it settles, so a promise
 * forgotten at once would suspend on a fresh one for ever. After that, the next render tries again,
 * which React.lazy never would before a reload.
 */
export interface RetryableImport<T> {
  load(): Promise<T>;
  forgetFailure(): void;
}

export function retryableImport<T>(importModule: () => Promise<T>): RetryableImport<T> {
  let loading: Promise<T> | null = null;
  let failed = false;
  return {
    load() {
      loading ??= importModule().catch((error: unknown) => {
        failed = true;
        throw error;
      });
      return loading;
    },
    forgetFailure() {
      if (!failed) return;
      loading = null;
      failed = false;
    },
  };
}
