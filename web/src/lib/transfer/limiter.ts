/**
 * At most `max` tasks at once, the rest queued in order: a folder of a thousand photos asks the
 * server for a few thumbnail links at a time, and a multipart upload sends three parts at once.
 */
export type Limiter = <T>(task: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

export function createLimiter(max: number): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };
  return async (task, signal) => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      // A thumbnail scrolled out of view while it waited needs no request any more.
      if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
      return await task();
    } finally {
      release();
    }
  };
}
