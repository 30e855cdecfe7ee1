import { describe, expect, it, vi } from 'vitest';
import { retryableImport } from './retryableImport';

describe('retryableImport', () => {
  it('fetches once and answers the same promise while it succeeds', async () => {
    const importModule = vi.fn(() => Promise.resolve({ value: 1 }));
    const module = retryableImport(importModule);
    const first = module.load();
    expect(module.load()).toBe(first);
    await expect(first).resolves.toEqual({ value: 1 });
    module.forgetFailure();
    expect(module.load()).toBe(first);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure until it is forgotten, then tries again', async () => {
    const importModule = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('loaded');
    const module = retryableImport(importModule);
    const failed = module.load();
    await expect(failed).rejects.toThrow('Failed to fetch');
    // Read again before the boundary resets: the same settled failure, no new fetch.
    expect(module.load()).toBe(failed);
    expect(importModule).toHaveBeenCalledTimes(1);

    module.forgetFailure();
    await expect(module.load()).resolves.toBe('loaded');
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
