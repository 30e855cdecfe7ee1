/**
 * TOTP codes (RFC 6238: SHA-1, 6 digits, 30 s steps) and recovery codes of two-factor sign-in
 * (docs/ACCOUNTS.md, "Two-factor sign-in").
 */
import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from '@cloudpaste/contracts';
import { Secret, TOTP } from 'otpauth';
import { keyedHash } from '../../lib/crypto.js';

const PERIOD_S = 30;
/** Codes of the step before and after are accepted too: clocks drift and people type slowly. */
const WINDOW = 1;
const ISSUER = 'CloudPaste';

function totpOf(secret: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random 160-bit secret, base32 as authenticator apps take it, and its otpauth:// URI. */
export function newTotpSecret(username: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, username).toString() };
}

/** Whether `code` looks like an authenticator code rather than a recovery code. */
export function isTotpCode(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code.replace(/\s/g, ''));
}

/** The time step `code` belongs to (within ±WINDOW of now), or null when it is wrong. */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code.replace(/\s/g, ''), timestamp: nowMs, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: nowMs }) + delta;
}

/** Recovery codes: 10 characters of a 32-letter alphabet (50 bits), shown as `xxxxx-xxxxx`. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = [...randomBytes(10)].map((b) => ALPHABET[b % 32]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/**
 * A recovery code's stored form: HMAC-SHA256 under the server secret of the code as typed without
 * dashes, spaces or case. A code has 50 random bits, so a slow KDF adds nothing a guesser online
 * would notice (the sign-in limits stop them first), and a database taken without the server
 * secret gives no way to test a guess at all (docs/ACCOUNTS.md).
 */
export function recoveryCodeHash(secret: string, code: string): string {
  return keyedHash(secret, `recovery-code:${code.replace(/[\s-]/g, '').toLowerCase()}`);
}
