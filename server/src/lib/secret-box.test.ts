import { describe, expect, it } from 'vitest';
import { SecretBox, SecretBoxError } from './secret-box.js';

const SECRET = 'a-server-secret-of-at-least-32-characters';

/** Flips one bit of a base64url part, keeping it valid base64url. */
function flipBit(part: string): string {
  const bytes = Buffer.from(part, 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  return bytes.toString('base64url');
}

describe('SecretBox', () => {
  const box = new SecretBox(SECRET);

  it('round-trips text, with a fresh IV each time and the plaintext nowhere in the output', () => {
    const a = box.seal('wJalrXUtnFEMI/K7MDENG/bPxRfiCY', 'ctx');
    const b = box.seal('wJalrXUtnFEMI/K7MDENG/bPxRfiCY', 'ctx');
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('wJalrXUtnFEMI');
    expect(box.open(a, 'ctx')).toBe('wJalrXUtnFEMI/K7MDENG/bPxRfiCY');
    expect(box.open(box.seal('', 'ctx'), 'ctx')).toBe('');
    expect(box.open(box.seal('密钥 ✓'))).toBe('密钥 ✓');
  });

  it('refuses tampered iv, tag or ciphertext', () => {
    const sealed = box.seal('secret value', 'ctx');
    const parts = sealed.split('.');
    for (const index of [1, 2, 3]) {
      const tampered = parts.map((p, i) => (i === index ? flipBit(p) : p)).join('.');
      expect(() => box.open(tampered, 'ctx')).toThrow(SecretBoxError);
    }
  });

  it('refuses another context, another server secret, and unknown formats', () => {
    const sealed = box.seal('secret value', 'storage_configs:1:secret_access_key');
    expect(() => box.open(sealed, 'storage_configs:2:secret_access_key')).toThrow(SecretBoxError);
    expect(() =>
      new SecretBox(`${SECRET}-other`).open(sealed, 'storage_configs:1:secret_access_key'),
    ).toThrow(/another server secret/);
    expect(() => box.open(sealed.replace(/^v1/, 'v2'))).toThrow(/format/);
    expect(() => box.open('plain-text-secret')).toThrow(SecretBoxError);
    expect(() => box.open(`${sealed}.extra`, 'storage_configs:1:secret_access_key')).toThrow(
      SecretBoxError,
    );
  });

  it('needs a server secret of real length', () => {
    expect(() => new SecretBox('short')).toThrow(/32 characters/);
  });
});
