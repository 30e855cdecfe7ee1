import type { PasteView } from '@cloudpaste/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readPasteView, STARTED_READ_TTL_MS, startPasteRead, takeStartedRead } from './api';

// The network edge: hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../api/client', () => ({ api, ApiError: class extends Error {} }));

const view = { slug: 'notes', content: 'hello' } as PasteView;

describe('started paste reads', () => {
  beforeEach(() => {
    api.get.mockReset().mockResolvedValue(view);
  });

  it('hands a started read to the page exactly once', async () => {
    startPasteRead('notes', 1_000);
    startPasteRead('notes', 1_500);
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.get).toHaveBeenCalledWith('/paste/notes');
    await expect(takeStartedRead('notes', 2_000)).resolves.toBe(view);
    // Taken: the next opening reads for itself (a read counts a view; none is shared).
    expect(takeStartedRead('notes', 2_000)).toBeUndefined();
  });

  it('never hands over a read older than the TTL, and starts a fresh one after it', () => {
    startPasteRead('old', 0);
    startPasteRead('old', STARTED_READ_TTL_MS);
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(takeStartedRead('old', 2 * STARTED_READ_TTL_MS)).toBeUndefined();
  });

  it('keeps a failed read for the page to judge, without an unhandled rejection', async () => {
    api.get.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startPasteRead('offline', 0);
    await expect(takeStartedRead('offline', 1)).rejects.toThrow('Failed to fetch');
  });

  it('encodes the slug in the path', async () => {
    await readPasteView('a b/c');
    expect(api.get).toHaveBeenCalledWith('/paste/a%20b%2Fc');
  });
});
