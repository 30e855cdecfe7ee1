/**
 * Loading a lazy page's code. A failure is rethrown as PageUnavailableError so the route error
 * page can tell "this page's code could not be fetched" (offline: the fallback page) from a page
 * that broke while rendering.
 */
export class PageUnavailableError extends Error {
  constructor(
    /** Whether the browser was offline when loading failed. */
    readonly wasOffline: boolean,
    options?: { cause?: unknown },
  ) {
    super('The page could not be loaded', options);
    this.name = 'PageUnavailableError';
  }
}

export async function loadPageChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    throw new PageUnavailableError(!navigator.onLine, { cause });
  }
}

/** The page's code failed to load, and we are (or were then) offline. */
export function isUnavailableOffline(error: unknown): boolean {
  return error instanceof PageUnavailableError && (error.wasOffline || !navigator.onLine);
}
