/** Runs a secret's check under the attempt limiter, turning a refusal into a 429. */
import { tooManyRequests } from '../../errors.js';
import type { AttemptKey, AttemptLimiter } from '../../lib/attempt-limiter.js';

/**
 * Reserves an attempt on `keys` before `check` runs (429 with Retry-After when one of them must
 * wait), then counts its outcome: undefined is a wrong secret, anything else a right one. A check
 * that throws counts as neither.
 */
export async function underLimit<T>(
  limiter: AttemptLimiter,
  keys: readonly AttemptKey[],
  check: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const attempt = await limiter.reserve(keys);
  if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds);
  let result: T | undefined;
  try {
    result = await check();
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
  await (result === undefined ? attempt.failed() : attempt.succeeded());
  return result;
}

/**
 * Counts a wrong secret checked without a reservation (an API key or session token: looked up
 * first, since a right one cannot be guessed and is never refused); 429 when `keys` must wait.
 */
export async function countFailure(
  limiter: AttemptLimiter,
  keys: readonly AttemptKey[],
): Promise<void> {
  const attempt = await limiter.reserve(keys);
  if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds);
  await attempt.failed();
}
