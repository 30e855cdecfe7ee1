/**
 * The browser's side of end-to-end encrypted text shares (docs/ENCRYPTION.md): the format's code
 * is loaded only when a share is sealed or opened, and its errors become one of a few outcomes
 * the pages word.
 */
import type { E2eeErrorCode } from '@cloudpaste/contracts/e2ee';

const e2ee = () => import('@cloudpaste/contracts/e2ee');

export interface SealedContent {
  /** What the server stores: the sealed text in base64. */
  content: string;
  /** The link key (base64url), for the link's fragment only. */
  key: string;
}

/** Seals text under a new key, strengthened by `password` when one is given. */
export async function sealText(text: string, password: string): Promise<SealedContent> {
  const { encryptText } = await e2ee();
  const { ciphertext, key } = await encryptText(text, password ? { password } : {});
  return { content: ciphertext, key };
}

export type OpenResult =
  | { ok: true; text: string }
  | {
      ok: false;
      problem: 'password-required' | 'wrong-password' | 'wrong-key' | 'damaged';
      code: E2eeErrorCode | 'unknown';
    };

/** Opens sealed text; what went wrong, as the page shows it, instead of a thrown error. */
export async function openText(
  content: string,
  key: string,
  password: string,
): Promise<OpenResult> {
  const { decryptText, isE2eeError } = await e2ee();
  try {
    return { ok: true, text: await decryptText(content, key, password ? { password } : {}) };
  } catch (error) {
    const code = isE2eeError(error) ? error.code : 'unknown';
    return { ok: false, problem: problemOf(code), code };
  }
}

function problemOf(code: E2eeErrorCode | 'unknown') {
  if (code === 'password-required' || code === 'wrong-password') return code;
  if (code === 'wrong-key' || code === 'malformed-key') return 'wrong-key';
  return 'damaged';
}

/** The key a link carries: its fragment without "#"; empty when there is none. */
export function keyOfHash(hash: string): string {
  return hash.startsWith('#') ? hash.slice(1) : hash;
}

/** A share's link with its key in the fragment. */
export function linkWithKey(link: string, key: string): string {
  return `${link.split('#')[0]}#${key}`;
}
