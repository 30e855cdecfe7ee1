/**
 * Encryption at rest for stored credentials: AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server secret. Output `v1.<iv>.<tag>.<ciphertext>` (base64url) so the scheme can change later.
 * The optional context is bound as associated data: a value sealed for one record and field cannot
 * be moved to another and still open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    if (secret.length < 32) throw new Error('the server secret must be at least 32 characters');
    this.key = Buffer.from(
      hkdfSync('sha256', secret, 'cloudpaste', 'secret-box v1 aes-256-gcm', 32),
    );
  }

  seal(plaintext: string, context = ''): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** Throws SecretBoxError when the value is malformed, was tampered with, or sealed under another key or context. */
  open(sealed: string, context = ''): string {
    const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
    if (
      version !== VERSION ||
      iv === undefined ||
      tag === undefined ||
      ciphertext === undefined ||
      rest.length > 0
    ) {
      throw new SecretBoxError('unknown encrypted value format');
    }
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
      throw new SecretBoxError('malformed encrypted value');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, ivBytes, {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretBoxError(
        'encrypted value cannot be opened: tampered with, or sealed under another server secret',
      );
    }
  }
}
