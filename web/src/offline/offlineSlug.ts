/**
 * The link suffix of a paste written offline, picked by the browser: 16 letters of the generated-
 * slug alphabet (≈79 bits), so when a replay that did reach the server is sent again, the answer
 * "already taken" can only mean our own earlier attempt, and the paste exists exactly once.
 */
import { SLUG_ALPHABET } from '@cloudpaste/contracts';

export const OFFLINE_SLUG_LENGTH = 16;

export function offlineSlug(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  // Bytes at or above the largest multiple of the alphabet's size are skipped: no letter is likelier.
  const limit = 256 - (256 % SLUG_ALPHABET.length);
  let slug = '';
  while (slug.length < OFFLINE_SLUG_LENGTH) {
    for (const byte of random(new Uint8Array(OFFLINE_SLUG_LENGTH * 2))) {
      if (byte < limit && slug.length < OFFLINE_SLUG_LENGTH)
        slug += SLUG_ALPHABET[byte % SLUG_ALPHABET.length];
    }
  }
  return slug;
}
