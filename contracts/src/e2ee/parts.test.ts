import { describe, expect, it } from 'vitest';
import { concatBytes, toHex } from './bytes.js';
import { createPartSealer, resumePartSealer } from './parts.js';
import type { E2eeError } from './index.js';
import { decryptBytes, encryptBytes, generateKey } from './index.js';

const recordSize = 16;
const reader = (plain: Uint8Array) => async (from: number, to: number) => plain.slice(from, to);

describe('sealing in parts', () => {
  for (const plainSize of [0, 5, 16, 48, 100]) {
    it(`gives the bytes of one stream in any cut, in any order, for ${plainSize} bytes`, async () => {
      const plain = globalThis.crypto.getRandomValues(new Uint8Array(plainSize));
      const key = generateKey();
      const sealer = await createPartSealer(key, plainSize, reader(plain), { recordSize });
      const whole = await sealer.range(0, sealer.size);
      expect(whole.length).toBe(sealer.size);
      expect(await decryptBytes(whole, key)).toEqual(plain);
      // Parts of 7 bytes, made last to first, joined in order: the same bytes.
      const starts = Array.from({ length: Math.ceil(sealer.size / 7) }, (_, i) => i * 7).reverse();
      const parts = new Map<number, Uint8Array>();
      for (const at of starts) parts.set(at, await sealer.range(at, at + 7));
      const joined = concatBytes(...[...starts].reverse().map((at) => parts.get(at)!));
      expect(toHex(joined)).toBe(toHex(whole));
    });
  }

  it('matches the streaming sealer byte for byte under the same nonce', async () => {
    const plain = new Uint8Array(40).map((_, i) => i);
    const key = generateKey();
    const fixed = { baseNonce: new Uint8Array(12).fill(7) };
    const sealer = await createPartSealer(key, plain.length, reader(plain), { recordSize, fixed });
    const streamed = await encryptBytes(plain, key, { recordSize, fixed });
    expect(toHex(await sealer.range(0, sealer.size))).toBe(toHex(streamed));
  });

  it('resumes from the kept header: the missing parts fit the ones sent before', async () => {
    const plain = new Uint8Array(70).map((_, i) => i * 3);
    const key = generateKey();
    const options = { recordSize, password: 'pw', iterations: 1000 };
    const first = await createPartSealer(key, plain.length, reader(plain), options);
    const before = await first.range(0, 60);
    const again = await resumePartSealer(key, first.header, plain.length, reader(plain), {
      password: 'pw',
    });
    const after = await again.range(60, again.size);
    expect(await decryptBytes(concatBytes(before, after), key, { password: 'pw' })).toEqual(plain);
    const wrong = await resumePartSealer(key, first.header, 70, reader(plain), {
      password: 'nope',
    }).catch((e: unknown) => e);
    expect((wrong as E2eeError).code).toBe('wrong-password');
  });
});
