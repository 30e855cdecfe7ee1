/**
 * A share's password (text or file share), checked under the share's attempt limit:
 * docs/API.md, "Password attempts".
 */
import { unauthorized } from '../../errors.js';
import { verifyPassword } from '../../lib/crypto.js';
import type { AttemptLimiter } from '../../lib/attempt-limiter.js';
import { underLimit } from './guard.js';
import { shareKeys } from './policies.js';

/**
 * 401 share.wrongPassword unless `password` is the share's. The attempt is reserved before the slow
 * check, so concurrent guesses cannot all pass the limit (429 while the caller must wait).
 */
export async function checkSharePassword(
  limiter: AttemptLimiter,
  share: { id: string; password_hash: string | null },
  password: string,
  client: string,
): Promise<void> {
  const right = await underLimit(limiter, shareKeys(share.id, client), async () =>
    (await verifyPassword(password, share.password_hash ?? '')) ? true : undefined,
  );
  if (!right) throw unauthorized('share.wrongPassword');
}
