/**
 * A sealed upload over a scripted transport (engine/sealed.ts): init says encrypted with the
 * sealed length, every part is a range of the sealed stream and never plaintext, nothing is saved
 * for a resume, and the answered link key opens the joined parts.
 */
import { File as NodeFile } from 'node:buffer';
import { decryptBytes } from '@cloudpaste/contracts/e2ee';
import { describe, expect, it } from 'vitest';
import { RESUME_STORAGE_KEY } from './resumeStore';
import { engineDeps, fakeTransport, okPut } from './testing/fakeTransport';
import { UploadTask } from './UploadTask';

const PLAIN = 'secret plaintext that must never be sent '.repeat(200);

/** A part body's bytes (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });

async function sealedUpload(password?: string) {
  const bodies = new Map<number, Uint8Array>();
  const transport = fakeTransport({
    // 4 KiB parts: a 8 KiB file's sealed stream in three parts, cut across records.
    multipartInit: async (body) => ({
      ...(await fakeTransport().multipartInit(body, new AbortController().signal)),
      ...partsOf(body.size),
    }),
    put: async (url, body, headers, options) => {
      bodies.set(Number(/part\/(\d+)/.exec(url)?.[1]), await bytesOf(body));
      return okPut(url, body, headers, options);
    },
  });
  // Node's File, whose slices read as a browser's do.
  const file = new NodeFile([PLAIN], 'plans.txt', { type: 'text/plain' }) as unknown as File;
  const task = new UploadTask('t1', { kind: 'file', file }, engineDeps(transport));
  task.enqueue({
    fields: {},
    preference: 'direct',
    maxBytes: null,
    seal: password ? { password } : {},
  });
  const outcome = await task.run();
  const joined = new Uint8Array(
    [...bodies.keys()].sort((a, b) => a - b).flatMap((n) => [...bodies.get(n)!]),
  );
  return { outcome, transport, joined };
}

function partsOf(size: number) {
  const partSize = 4096;
  const count = Math.ceil(size / partSize);
  return {
    part_size: partSize,
    part_count: count,
    presigned_urls: Array.from({ length: count }, (_, i) => ({
      partNumber: i + 1,
      url: `https://s3.example/part/${i + 1}`,
    })),
  };
}

describe('a sealed upload', () => {
  it('sends only ciphertext in parts, says so at init, and answers the key that opens it', async () => {
    const { outcome, transport, joined } = await sealedUpload();
    expect(outcome.status, String(outcome.error)).toBe('done');
    expect(outcome.method).toBe('multipart');
    const init = transport.multipartInit.mock.calls[0]![0];
    expect(init).toMatchObject({
      filename: 'plans.txt',
      encrypted: true,
      mimetype: 'application/octet-stream',
    });
    expect(init.size).toBe(joined.length);
    expect(init.size).toBeGreaterThan(PLAIN.length);
    expect(new TextDecoder().decode(joined)).not.toContain('secret plaintext');
    expect(outcome.share?.size).toBe(PLAIN.length);
    const key = outcome.share?.linkKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new TextDecoder().decode(await decryptBytes(joined, key!))).toBe(PLAIN);
    // The key lives only in the page: no resume session names this upload.
    expect(localStorage.getItem(RESUME_STORAGE_KEY) ?? '[]').toBe('[]');
  });

  it('seals with the encryption password, which the server never gets', async () => {
    const { outcome, transport, joined } = await sealedUpload('pw only here');
    expect(JSON.stringify(transport.multipartInit.mock.calls)).not.toContain('pw only here');
    const key = outcome.share!.linkKey!;
    await expect(decryptBytes(joined, key)).rejects.toMatchObject({ code: 'password-required' });
    const opened = await decryptBytes(joined, key, { password: 'pw only here' });
    expect(new TextDecoder().decode(opened)).toBe(PLAIN);
  });
});
