/**
 * End-to-end encrypted text shares (docs/ENCRYPTION.md), as the web app seals and opens them:
 * the text sealed under a new link key (and an optional password of its own, which never leaves
 * this machine), stored as base64 with `encrypted: true`; the key goes in the link's fragment,
 * which no server sees.
 */
import { decryptText, encryptText, isE2eeError } from '@cloudpaste/contracts/e2ee';
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
    'this encrypted text needs its encryption password',
    EXIT.auth,
    'add --encrypt-password PASSWORD',
  ],
  'wrong-password': ['the encryption password does not open this text', EXIT.auth, ''],
  'wrong-key': ['the key does not open this text', EXIT.auth, 'use the whole link, with its #key'],
  'malformed-key': ['the key must be 43 base64url characters', EXIT.usage, ''],
};

/** Opens sealed text; the format's errors become one line and an exit code. */
export async function openText(content: string, key: string, password: string | undefined) {
  try {
    return await decryptText(content, key, password ? { password } : {});
  } catch (error) {
    if (!isE2eeError(error)) throw error;
    const [message, exitCode, hint] = HINTS[error.code] ?? [
      `the encrypted text cannot be opened: ${error.message}`,
      EXIT.failure,
      '',
    ];
    throw new CliError(message, exitCode, hint || undefined);
  }
}
