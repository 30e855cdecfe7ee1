import { describe, expect, it } from 'vitest';
import { fromHex, toBase64Url, toHex } from './bytes.js';
import {
  E2eeError,
  HEADER_SIZE,
  TAG_SIZE,
  createDecryptStream,
  createEncryptStream,
  decryptBytes,
  decryptText,
  encryptBytes,
  encryptText,
  generateKey,
  sealedSize,
  textNeedsPassword,
  type E2eeErrorCode,
} from './index.js';

/** The vectors of docs/ENCRYPTION.md, "Test vectors". */
const KEY = toBase64Url(
  fromHex('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f'),
);
const NONCE = fromHex('a0a1a2a3a4a5a6a7a8a9aaab');
const SALT = fromHex('b0b1b2b3b4b5b6b7b8b9babbbcbdbebf');
const PLAIN = new TextEncoder().encode('CloudPaste end-to-end test vector.');
const VECTORS = [
  {
    name: 'three records of 16 bytes, no password',
    options: { recordSize: 16, fixed: { baseNonce: NONCE } },
    plain: PLAIN,
    hex:
      '435045450100000000100000000000000000000000000000000000000000a0a1a2a3a4a5a6a7a8a9aaab' +
      'b1159de6d04af632e709387bc43a627a' +
      '1a0a1c3f6e7ee1fc9ce1a86efd5c20084c563017f48a5ad5eea329de5e116234' +
      '63def8e13d9fd36db50e58622d4343c40c5b07816c720f9254224193d1ea3522' +
      '1d1980b2dde01aacd57d4492fcf6e754e2f5',
  },
  {
    name: 'the same with the password "correct horse", 1,000 iterations',
    options: {
      recordSize: 16,
      password: 'correct horse',
      iterations: 1000,
      fixed: { baseNonce: NONCE, salt: SALT },
    },
    plain: PLAIN,
    hex:
      '43504545010100000010000003e8b0b1b2b3b4b5b6b7b8b9babbbcbdbebfa0a1a2a3a4a5a6a7a8a9aaab' +
      'b1159de6d04af63270f9074273c7ce2c' +
      '6fbe62982a8d411f88a0dae727edacfa6d7aecc1cc93ebd61f5ff7d3717b308e' +
      'fd244eb1412855abbc1a3a91da07b067b13eecd2a005302aa38e093f20f18936' +
      'f6da2ebeeb8bea7a9a144d21a7e457a13a31',
  },
  {
    name: 'empty plaintext, default record size',
    options: { fixed: { baseNonce: NONCE } },
    plain: new Uint8Array(0),
    hex:
      '435045450100000100000000000000000000000000000000000000000000a0a1a2a3a4a5a6a7a8a9aaab' +
      'b1159de6d04af632e709387bc43a627a' +
      'a59be5150a48395c707568a8d098af60',
  },
];

function flip(bytes: Uint8Array, at: number) {
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
}

async function failure(promise: Promise<unknown>): Promise<E2eeErrorCode> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(E2eeError);
  return (error as E2eeError).code;
}

/** Feeds `bytes` in chunks of the given sizes (cycled) and collects the output. */
async function pipeInChunks(
  bytes: Uint8Array,
  transform: TransformStream<Uint8Array, Uint8Array>,
  sizes: number[],
) {
  let at = 0;
  let turn = 0;
  const source = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      const size = sizes[turn++ % sizes.length] ?? 1;
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
  const parts: number[] = [];
  const reader = source.pipeThrough(transform).getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(...r.value);
  return new Uint8Array(parts);
}

describe('test vectors', () => {
  for (const vector of VECTORS) {
    it(`seals and opens: ${vector.name}`, async () => {
      const sealed = await encryptBytes(vector.plain, KEY, vector.options);
      expect(toHex(sealed)).toBe(vector.hex);
      const opened = await decryptBytes(fromHex(vector.hex), KEY, vector.options);
      expect(toHex(opened)).toBe(toHex(vector.plain));
    });
  }
});

describe('streams', () => {
  const recordSize = 64;
  for (const size of [0, 1, 63, 64, 65, 64 * 3, 1000]) {
    it(`round-trips ${size} bytes fed in uneven chunks`, async () => {
      const plain = globalThis.crypto.getRandomValues(new Uint8Array(size));
      const key = generateKey();
      const sealed = await pipeInChunks(
        plain,
        createEncryptStream(key, { recordSize }),
        [7, 1, 130],
      );
      expect(sealed.length).toBe(sealedSize(size, recordSize));
      const opened = await pipeInChunks(sealed, createDecryptStream(key), [3, 200, 58, 1]);
      expect(toHex(opened)).toBe(toHex(plain));
    });
  }

  it('gives a fresh key and nonce to every sealing', async () => {
    const a = await encryptText('same text');
    const b = await encryptText('same text');
    expect(a.key).not.toBe(b.key);
    expect(a.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });
});

describe('text', () => {
  it('round-trips text with and without a password', async () => {
    const plain = { ciphertext: '', key: '' };
    Object.assign(plain, await encryptText('héllo 世界 `code`'));
    expect(textNeedsPassword(plain.ciphertext)).toBe(false);
    expect(await decryptText(plain.ciphertext, plain.key)).toBe('héllo 世界 `code`');
    const locked = await encryptText('secret', { password: 'pw', iterations: 1000 });
    expect(textNeedsPassword(locked.ciphertext)).toBe(true);
    expect(await decryptText(locked.ciphertext, `#${locked.key}`, { password: 'pw' })).toBe(
      'secret',
    );
  });

  it('uses 600,000 PBKDF2 iterations by default', async () => {
    const sealed = await encryptBytes(new Uint8Array(1), KEY, { password: 'pw' });
    expect(new DataView(sealed.buffer).getUint32(10)).toBe(600_000);
  });
});

describe('failures, each with its own error', () => {
  const recordSize = 16;
  const key = generateKey();
  const plain = new Uint8Array(16 * 4 + 5).map((_, i) => i);
  const sealedOnce = encryptBytes(plain, key, { recordSize });
  const record = recordSize + TAG_SIZE;
  const sealed = async () => new Uint8Array(await sealedOnce);

  it('refuses a wrong key', async () => {
    expect(await failure(decryptBytes(await sealed(), generateKey()))).toBe('wrong-key');
  });

  it('refuses a key that is not 32 bytes of base64url', async () => {
    expect(await failure(decryptBytes(await sealed(), 'short'))).toBe('malformed-key');
  });

  it('asks for a missing password and refuses a wrong one', async () => {
    const locked = await encryptBytes(plain, key, { password: 'right', iterations: 1000 });
    expect(await failure(decryptBytes(locked, key))).toBe('password-required');
    expect(await failure(decryptBytes(locked, key, { password: 'wrong' }))).toBe('wrong-password');
    expect(await decryptBytes(locked, key, { password: 'right' })).toEqual(plain);
  });

  it('finds the stream cut short: the last record removed', async () => {
    const bytes = await sealed();
    const lastStart = HEADER_SIZE + record * 4;
    expect(await failure(decryptBytes(bytes.slice(0, lastStart), key))).toBe('truncated');
    expect(await failure(decryptBytes(bytes.slice(0, HEADER_SIZE - 1), key))).toBe('truncated');
  });

  it('finds records out of order', async () => {
    const bytes = await sealed();
    const first = bytes.slice(HEADER_SIZE, HEADER_SIZE + record);
    bytes.copyWithin(HEADER_SIZE, HEADER_SIZE + record, HEADER_SIZE + 2 * record);
    bytes.set(first, HEADER_SIZE + record);
    expect(await failure(decryptBytes(bytes, key))).toBe('reordered');
  });

  it('finds a flipped byte in a record and in the header', async () => {
    const bytes = await sealed();
    flip(bytes, HEADER_SIZE + record + 3);
    expect(await failure(decryptBytes(bytes, key))).toBe('tampered');
    const header = await sealed();
    flip(header, 31); // inside the base nonce
    expect(await failure(decryptBytes(header, key))).toBe('tampered');
  });

  it('finds data after the last record', async () => {
    // Four full records: the last is whole too, so what follows it starts a record of its own.
    const whole = await encryptBytes(plain.subarray(0, 16 * 4), key, { recordSize });
    const joined = new Uint8Array([...whole, ...whole.subarray(HEADER_SIZE, HEADER_SIZE + record)]);
    expect(await failure(decryptBytes(joined, key))).toBe('trailing-data');
  });

  it('says when the bytes are not an encrypted stream at all', async () => {
    expect(await failure(decryptBytes(new TextEncoder().encode('plain text'), key))).toBe(
      'not-encrypted',
    );
    expect(await failure(decryptText('not base64!', key))).toBe('not-encrypted');
    const future = await sealed();
    future[4] = 2;
    expect(await failure(decryptBytes(future, key))).toBe('unsupported-version');
  });
});
