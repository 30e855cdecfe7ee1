/** The page's reading of a sealed file share: its plaintext length and the problems it words. */
import { E2eeError, encryptBytes, generateKey, sealedSize } from '@cloudpaste/contracts/e2ee';
import { describe, expect, it } from 'vitest';
import { checkHeader, openErrorOf, plainSizeOf } from './sealedFile';

describe('plainSizeOf', () => {
  it('gives back the plaintext length of any sealed length, records full or not', () => {
    const header = new Uint8Array(58);
    new DataView(header.buffer).setUint32(6, 16);
    for (const plain of [0, 1, 15, 16, 17, 32, 1000, 65_536]) {
      expect(plainSizeOf(sealedSize(plain, 16), header)).toBe(plain);
    }
    expect(plainSizeOf(10, header)).toBeNull();
  });
});

describe('checkHeader', () => {
  it('tells a wrong key, a missing and a wrong password apart before any record', async () => {
    const key = generateKey();
    const sealed = await encryptBytes(new Uint8Array(100), key, {
      password: 'pw',
      iterations: 1000,
    });
    const header = sealed.subarray(0, 58);
    const problem = (k: string, pw: string) =>
      checkHeader(header, k, pw).then(
        () => 'ok',
        (error: { problem: { kind: string } }) => error.problem.kind,
      );
    expect(await problem(generateKey(), 'pw')).toBe('wrong-key');
    expect(await problem(key, '')).toBe('password-required');
    expect(await problem(key, 'nope')).toBe('wrong-password');
    expect(await problem(key, 'pw')).toBe('ok');
  });
});

describe('openErrorOf', () => {
  it('words the format errors as damage with their code, and an abort as a cancel', async () => {
    expect((await openErrorOf(new E2eeError('truncated'))).problem).toEqual({
      kind: 'damaged',
      code: 'truncated',
    });
    const aborted = new AbortController();
    aborted.abort();
    expect((await openErrorOf(new TypeError('x'), aborted.signal)).problem.kind).toBe('cancelled');
    expect((await openErrorOf(new TypeError('network'))).problem).toEqual({
      kind: 'unavailable',
      status: 0,
    });
  });
});
