/** Sending parts: concurrency, skipped completed parts, retries, refused URLs, the missing ETag. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planParts } from './multipartPlan';
import { PartError, sendParts, type SendPartsOptions } from './sendParts';
import { TransferError, type XhrResponse } from './xhr';

const answer = (status: number, etag: string | null = `"e"`): XhrResponse => ({
  status,
  statusText: '',
  body: '',
  header: (name) => (name.toLowerCase() === 'etag' ? etag : null),
});

function options(overrides: Partial<SendPartsOptions> = {}): SendPartsOptions {
  return {
    blob: new Blob(['abcdefghij']),
    parts: planParts(10, 3),
    concurrency: 2,
    retry: { retries: 3, delayMs: 1_000 },
    partTimeoutMs: 1_000,
    signal: new AbortController().signal,
    urlFor: async (n) => `u/${n}`,
    forgetUrl: () => {},
    put: async (url) => answer(200, `"etag-${url}"`),
    onProgress: () => {},
    ...overrides,
  };
}

afterEach(() => vi.useRealTimers());

describe('sendParts', () => {
  it('sends the parts not yet completed, a few at once, and records their ETags', async () => {
    let active = 0;
    let peak = 0;
    const sent: string[] = [];
    const o = options({
      put: async (url, body) => {
        active += 1;
        peak = Math.max(peak, active);
        sent.push(`${url}:${body.size}`);
        await new Promise((resolve) => setTimeout(resolve, 2));
        active -= 1;
        return answer(200, `"${url}"`);
      },
    });
    o.parts[0] = { ...o.parts[0]!, status: 'completed', etag: '"kept"' };
    const progress: [number, number][] = [];
    await sendParts({ ...o, onProgress: (loaded, done) => progress.push([loaded, done]) });
    expect(sent.sort()).toEqual(['u/2:3', 'u/3:3', 'u/4:1']);
    expect(peak).toBe(2);
    expect(o.parts.map((p) => p.etag)).toEqual(['"kept"', '"u/2"', '"u/3"', '"u/4"']);
    expect(progress[0]).toEqual([3, 1]);
    expect(progress.at(-1)).toEqual([10, 4]);
  });

  it('retries after 1 s then 2 s, and asks for a new URL after a 403', async () => {
    vi.useFakeTimers();
    const forgotten: number[] = [];
    let calls = 0;
    const o = options({
      parts: planParts(3, 3),
      put: async () => (++calls < 3 ? answer(403) : answer(200)),
      forgetUrl: (n) => forgotten.push(n),
    });
    const done = sendParts(o);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    expect(calls).toBe(3);
    expect(forgotten).toEqual([1, 1]);
  });

  it('fails at once on a missing ETag and starts no further part', async () => {
    const put = vi.fn(async (url: string) => (url === 'u/1' ? answer(200, null) : answer(200)));
    const error = await sendParts(options({ concurrency: 1, put })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PartError);
    expect(error).toMatchObject({ kind: 'missingEtag', partNumber: 1 });
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('rejects as aborted when the caller stops it', async () => {
    const controller = new AbortController();
    const o = options({
      signal: controller.signal,
      put: (_url, _body, transfer) =>
        new Promise((_, reject) =>
          transfer.signal.addEventListener('abort', () => reject(new TransferError('aborted'))),
        ),
    });
    const done = sendParts(o);
    // Once the first parts are on their way.
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(done).rejects.toMatchObject({ kind: 'aborted' });
  });
});
