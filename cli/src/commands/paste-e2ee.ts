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
import { say, type MessageKey } from '../i18n/catalogue.js';

export async function sealText(text: string, password: string | undefined) {
  return encryptText(text, password ? { password } : {});
}

/** A share's link with its key in the fragment. */
export function linkWithKey(link: string, key: string): string {
  return `${link}#${key}`;
}

/** What to do about a key or password that does not open the share; anything else is damage. */
const CREDENTIAL_ERRORS: Partial<Record<string, [MessageKey, number, MessageKey?]>> = {
  'password-required': ['e2ee.passwordRequired', EXIT.auth, 'hint.encryptPassword'],
  'wrong-password': ['e2ee.wrongPassword', EXIT.auth],
  'wrong-key': ['e2ee.wrongKey', EXIT.auth, 'hint.wholeLink'],
  'malformed-key': ['e2ee.malformedKey', EXIT.usage],
};

/** The format's errors (a wrong key or password, damaged bytes) as one line and an exit code. */
export function e2eeFailure(error: unknown): unknown {
  if (!isE2eeError(error)) return error;
  const known = CREDENTIAL_ERRORS[error.code];
  if (known) {
    const [key, exitCode, hint] = known;
    return new CliError(say(key), exitCode, hint && say(hint));
  }
  const reason = say(`e2ee.damage.${error.code}` as MessageKey);
  return new CliError(say('e2ee.damaged', { reason }), EXIT.failure);
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
