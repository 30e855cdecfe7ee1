/**
 * Retrying a failing step: up to `retries` more attempts, waiting `delayMs` times the
 * attempt number before each (1 s, 2 s, 3 s). A cancellation or a failure retrying cannot fix
 * ends it at once.
 */
import { sleep } from './sleep';

export interface RetryPolicy {
  /** Attempts after the first. */
  retries: number;
  /** Base delay; retry n waits n times this. */
  delayMs: number;
}

export interface RetryOptions {
  signal?: AbortSignal;
  /** False for failures another attempt would repeat (a refused request, a missing ETag). */
  shouldRetry?: (error: unknown) => boolean;
  onRetry?: (attempt: number, error: unknown) => void;
}

export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return policy.delayMs * attempt;
}

export async function withRetry<T>(
  run: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  options: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run(attempt);
    } catch (error) {
      const canRetry =
        attempt < policy.retries &&
        !options.signal?.aborted &&
        (options.shouldRetry?.(error) ?? true);
      if (!canRetry) throw error;
      options.onRetry?.(attempt + 1, error);
      await sleep(retryDelay(policy, attempt + 1), options.signal);
    }
  }
}
