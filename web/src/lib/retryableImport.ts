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
      loading ??= settledForUse(
        importModule().catch((error: unknown) => {
          failed = true;
          throw error;
        }),
      );
      return loading;
    },
    forgetFailure() {
      if (!failed) return;
      loading = null;
      failed = false;
    },
  };
}

type UsableThenable<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/**
 * Writes a promise's outcome on it the way React's use() reads a thenable (status, value, reason):
 * a render after it settled (a page the router waited for) gets the module at once instead of
 * suspending for a turn first.
 */
export function settledForUse<T>(promise: Promise<T>): Promise<T> {
  const usable = promise as UsableThenable<T>;
  usable.status = 'pending';
  promise.then(
    (value) => {
      usable.status = 'fulfilled';
      usable.value = value;
    },
    (reason: unknown) => {
      usable.status = 'rejected';
      usable.reason = reason;
    },
  );
  return promise;
}

/** Whether a promise given to settledForUse has been rejected. */
export function isRejected(promise: Promise<unknown>): boolean {
  return (promise as UsableThenable<unknown>).status === 'rejected';
}
