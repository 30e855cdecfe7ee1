/**
 * The second step of a two-factor sign-in (docs/ACCOUNTS.md, "Two-factor sign-in"): after the
 * right password, a short-lived challenge signed with the server secret names the account. It is
 * no session and opens nothing by itself; it is bound to the password hash, so a password changed
 * meanwhile voids it, and any instance can check it without shared state.
 */
import { keyedHash, safeEqual } from '../../lib/crypto.js';

export const CHALLENGE_TTL_MS = 5 * 60_000;

const signature = (secret: string, accountId: string, expires: number, passwordHash: string) =>
  keyedHash(secret, `two-factor-challenge:${accountId}\0${expires}\0${passwordHash}`);

export function signChallenge(
  secret: string,
  accountId: string,
  passwordHash: string,
  nowMs: number,
): { challenge: string; expiresAt: string } {
  const expires = nowMs + CHALLENGE_TTL_MS;
  const id = Buffer.from(accountId).toString('base64url');
  return {
    challenge: `${id}.${expires}.${signature(secret, accountId, expires, passwordHash)}`,
    expiresAt: new Date(expires).toISOString(),
  };
}

/** The account id a challenge names, when well formed and unexpired (the signature is checked by `verifyChallenge`). */
export function challengeAccount(challenge: string, nowMs: number): string | null {
  const [id, expires, sig, ...rest] = challenge.split('.');
  if (!id || !expires || !sig || rest.length > 0) return null;
  if (!/^\d+$/.test(expires) || Number(expires) <= nowMs) return null;
  return Buffer.from(id, 'base64url').toString();
}

export function verifyChallenge(
  secret: string,
  challenge: string,
  accountId: string,
  passwordHash: string,
): boolean {
  const [, expires, sig] = challenge.split('.');
  return safeEqual(sig ?? '', signature(secret, accountId, Number(expires), passwordHash));
}
