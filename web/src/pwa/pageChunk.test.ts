/** A lazy page's code that fails to load is marked, with whether the browser was offline then. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isUnavailableOffline, loadPageChunk, PageUnavailableError } from './pageChunk';

const chunkFailure = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

afterEach(() => vi.restoreAllMocks());

describe('loadPageChunk', () => {
  it('passes a loaded module through', async () => {
    const module = { default: () => null };
    await expect(loadPageChunk(async () => module)).resolves.toBe(module);
  });

  it('offline, a failed load is the offline fallback case, keeping the cause', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await loadPageChunk(chunkFailure).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageUnavailableError);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    // Still true once back online: what happened, happened offline.
    onLine.mockReturnValue(true);
    expect(isUnavailableOffline(error)).toBe(true);
  });

  it('online, a failed load is not (a new deployment, a server fault)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const error = await loadPageChunk(chunkFailure).catch((e: unknown) => e);
    expect(isUnavailableOffline(error)).toBe(false);
  });

  it('any other error is never the offline case', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isUnavailableOffline(new Error('render bug'))).toBe(false);
  });
});
