/**
 * How strong a custom API key must be. A generated key is 192 random bits; a custom one is what the
 * admin typed, and it alone stands between a caller and the key's permissions, so it must not be
 * guessable in a few tries: 16 to 128 characters from letters, digits, `.`, `_` and `-` (safe in a
 * header, a URL and a WebDAV password alike), at least 8 of them different, and neither one block
 * repeated (`abcdefghabcdefgh`) nor one run (`abcdefghijklmnop`, `9876...`).
 */
import {
  API_KEY_CUSTOM_MAX_LENGTH,
  API_KEY_CUSTOM_MIN_DISTINCT,
  API_KEY_CUSTOM_MIN_LENGTH,
} from './limits.js';

export const CUSTOM_KEY_PATTERN = /^[A-Za-z0-9._-]+$/;

export type CustomKeyProblem = 'tooShort' | 'tooLong' | 'characters' | 'guessable';

/** The server's message for each problem; the web app shows its own translation of it. */
export const CUSTOM_KEY_MESSAGES: Readonly<Record<CustomKeyProblem, string>> = {
  tooShort: `custom_key must be at least ${API_KEY_CUSTOM_MIN_LENGTH} characters`,
  tooLong: `custom_key must be at most ${API_KEY_CUSTOM_MAX_LENGTH} characters`,
  characters: 'custom_key may contain only letters, digits, ".", "_" and "-"',
  guessable: `custom_key is too easy to guess: use at least ${API_KEY_CUSTOM_MIN_DISTINCT} different characters, not a repeated block or a run such as abcd`,
};

/** What keeps `key` from being a custom key, or null when it may be one. */
export function customKeyProblem(key: string): CustomKeyProblem | null {
  if (key.length < API_KEY_CUSTOM_MIN_LENGTH) return 'tooShort';
  if (key.length > API_KEY_CUSTOM_MAX_LENGTH) return 'tooLong';
  if (!CUSTOM_KEY_PATTERN.test(key)) return 'characters';
  if (new Set(key).size < API_KEY_CUSTOM_MIN_DISTINCT || isRepeated(key) || isRun(key)) {
    return 'guessable';
  }
  return null;
}

/** The key is one block said over and over (a period no longer than half the key). */
function isRepeated(key: string): boolean {
  for (let period = 1; period <= key.length / 2; period++) {
    if (key.slice(period) === key.slice(0, -period)) return true;
  }
  return false;
}

/** Each character is the one before it moved by the same step (abcd..., 1357..., zyxw...). */
function isRun(key: string): boolean {
  const step = key.charCodeAt(1) - key.charCodeAt(0);
  for (let i = 2; i < key.length; i++) {
    if (key.charCodeAt(i) - key.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}
