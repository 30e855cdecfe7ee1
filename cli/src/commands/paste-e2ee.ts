/**
 * End-to-end encrypted shares (docs/ENCRYPTION.md), text as the web app seals and opens it:
 * the text sealed under a new link key (and an optional password of its own, which never leaves
 * this machine), stored as base64 with `encrypted: true`; the key goes in the link's fragment,
 * which no server sees.
 */
import {
  createDecryptStream,
  decryptText,
  encryptText,
  isE2eeError,
} from '@cloudpaste/contracts/e2ee';
import { CliError, EXIT } from '../errors.js';

export async function sealText(text: string, password: string | undefined) {
  return encryptText(text, password ? { password } : {});
}

/** A share's link with its key in the fragment. */
export function linkWithKey(link: string, key: string): string {
  return `${link}#${key}`;
}

const HINTS: Partial<Record<string, [string, number, string]>> = {
  'password-required': [
    'this encrypted share needs its encryption password',
    EXIT.auth,
    'add --encrypt-password PASSWORD',
  ],
  'wrong-password': ['the encryption password does not open this share', EXIT.auth, ''],
  'wrong-key': ['the key does not open this share', EXIT.auth, 'use the whole link, with its #key'],
  'malformed-key': ['the key must be 43 base64url characters', EXIT.usage, ''],
};

/** The format's errors (a wrong key or password, damaged bytes) as one line and an exit code. */
export function e2eeFailure(error: unknown): unknown {
  if (!isE2eeError(error)) return error;
  const [message, exitCode, hint] = HINTS[error.code] ?? [
    `the encrypted share cannot be opened: ${error.message}`,
    EXIT.failure,
    '',
  ];
  return new CliError(message, exitCode, hint || undefined);
}

/** Opens sealed text. */
export async function openText(content: string, key: string, password: string | undefined) {
  try {
    return await decryptText(content, key, password ? { password } : {});
  } catch (error) {
    throw e2eeFailure(error);
  }
}

/** Opens a sealed download as it streams, a record at a time. */
export function openStream(key: string, password: string | undefined) {
  return createDecryptStream(key, password ? { password } : {});
}
