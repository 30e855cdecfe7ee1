/**
 * Generated share slugs.
 *
 * Why 10 characters from 31: the alphabet drops 0/o, 1/l/i so a link read aloud or copied by hand
 * survives, and stays lower-case so it is not mangled by case-folding. 31^10 ≈ 8.2e14 (≈49.5 bits).
 * An attacker probing at 1,000 requests per second against an instance holding 100,000 live shares
 * needs on average 8.2e14 / 1e5 / 1e3 s ≈ 95 days to hit any one share — far beyond the lifetime of
 * most shares, and such a scan is obvious in the logs. Shares that must stay private get a password.
 */
import { randomInt } from 'node:crypto';
import { SLUG_ALPHABET } from '@cloudpaste/contracts';

export const GENERATED_SLUG_LENGTH = 10;

export function generateSlug(length = GENERATED_SLUG_LENGTH): string {
  let slug = '';
  for (let i = 0; i < length; i++) slug += SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)];
  return slug;
}
