/**
 * Password hashing (scrypt), random tokens, keyed hashes, content tags and constant-time
 * comparison.
 */
import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N=2^15, r=8, p=1 (OWASP's minimum for scrypt), ~50 ms and 32 MiB per hash. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, maxmem: 64 * 1024 * 1024 } as const;
/** N of the hashes the unit tests make (see lowerPasswordCostForTests). */
const TEST_N = 2 ** 10;

/** N of new hashes; always SCRYPT.N outside Vitest. */
let hashN: number = SCRYPT.N;

/**
 * Unit tests only (server/test/setup.ts): new hashes use N=2^10 instead of 2^15. Each test app
 * hashes its admin's password and signs in, about 0.1-0.4 s of CPU per test on two cores; the
 * rule is the same at any N, and a hash names its own N, so verifying is unchanged (real N=2^15
 * hashes in fixtures still verify). Refused outside Vitest, so the server can never lower it.
 * docs/PERFORMANCE.md (test suite) has the figures.
 */
export function lowerPasswordCostForTests(lower: boolean): void {
  if (!process.env.VITEST) throw new Error('lowerPasswordCostForTests is for unit tests only');
  hashN = lower ? TEST_N : SCRYPT.N;
}

function scryptAsync(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  keyLength: number,
) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keyLength, { N, r, p, maxmem: SCRYPT.maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Returns `scrypt$N$r$p$salt$hash` (base64url parts) so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, hashN, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength);
  return [
    'scrypt',
    hashN,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/** A hash to verify against when the user does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
}

/** 256 random bits, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Keyed hash for looking up high-entropy secrets (tokens, API keys) without storing them. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/**
 * A weak ETag naming the exact text of an answer (a folder listing's JSON): any change to the
 * text, whatever caused it, is another tag. Weak, as the same text goes out compressed or not.
 */
export function contentTag(...texts: readonly string[]): string {
  const hash = createHash('sha1');
  // NUL between texts (JSON never holds one raw): ('ab', 'c') and ('a', 'bc') differ.
  for (const text of texts) hash.update(text).update('\0');
  return `W/"${hash.digest('base64url')}"`;
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  // Compare against itself on length mismatch so the time does not depend on where they differ.
  return ab.length === bb.length ? timingSafeEqual(ab, bb) : (timingSafeEqual(ab, ab), false);
}
