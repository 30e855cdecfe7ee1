/**
 * Opening an end-to-end encrypted file share in the browser (docs/ENCRYPTION.md, "File shares"):
 * its header first (a wrong key or password is told before any download), then the whole stream
 * decrypted as it arrives, one record at a time. The format's code loads only here.
 */
import { HEADER_SIZE, type E2eeErrorCode } from '@cloudpaste/contracts/e2ee';

const e2ee = () => import('@cloudpaste/contracts/e2ee');

/** What stopped an opening, as the page words it. */
export type OpenProblem =
  | { kind: 'password-required' }
  | { kind: 'wrong-password' }
  | { kind: 'wrong-key' }
  | { kind: 'damaged'; code: E2eeErrorCode | 'unknown' }
  /** The server or the network failed; `status` 0 when nothing answered. */
  | { kind: 'unavailable'; status: number }
  | { kind: 'cancelled' };

export class OpenError extends Error {
  constructor(readonly problem: OpenProblem) {
    super(problem.kind);
    this.name = 'OpenError';
  }
}

/** Any failure of an opening as an OpenError. */
export async function openErrorOf(error: unknown, signal?: AbortSignal): Promise<OpenError> {
  if (error instanceof OpenError) return error;
  if (signal?.aborted) return new OpenError({ kind: 'cancelled' });
  const { isE2eeError } = await e2ee();
  if (isE2eeError(error)) {
    const code = error.code;
    if (code === 'password-required' || code === 'wrong-password' || code === 'wrong-key')
      return new OpenError({ kind: code });
    return new OpenError({ kind: 'damaged', code });
  }
  if (error instanceof DOMException && error.name === 'AbortError')
    return new OpenError({ kind: 'cancelled' });
  return new OpenError({ kind: 'unavailable', status: 0 });
}

async function fetched(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    throw new OpenError({ kind: 'unavailable', status: res.status });
  }
  return res;
}

/** The stream's first HEADER_SIZE bytes (fewer when it is shorter), by a Range request. */
export async function fetchHeader(url: string, signal: AbortSignal): Promise<Uint8Array> {
  const res = await fetched(url, {
    headers: { Range: `bytes=0-${HEADER_SIZE - 1}` },
    signal,
    credentials: 'same-origin',
  });
  // A server that ignores Range sends it all: only the start is read.
  const reader = res.body!.getReader();
  const header = new Uint8Array(HEADER_SIZE);
  let got = 0;
  while (got < HEADER_SIZE) {
    const { done, value } = await reader.read();
    if (done) break;
    const take = Math.min(value.length, HEADER_SIZE - got);
    header.set(value.subarray(0, take), got);
    got += take;
  }
  await reader.cancel().catch(() => undefined);
  return header.subarray(0, got);
}

/**
 * Checks the link key and the password against the header (docs/ENCRYPTION.md, "Keys"): throws
 * an OpenError saying which is wrong, or that a password is needed.
 */
export async function checkHeader(header: Uint8Array, key: string, password: string) {
  const { resumePartSealer } = await e2ee();
  try {
    await resumePartSealer(key, header, 0, async () => new Uint8Array(), { password });
  } catch (error) {
    throw await openErrorOf(error);
  }
}

/** The plaintext length of a sealed stream of `sealed` bytes under this header, or null. */
export function plainSizeOf(sealed: number, header: Uint8Array): number | null {
  if (header.length < HEADER_SIZE) return null;
  const recordSize = new DataView(header.buffer, header.byteOffset, HEADER_SIZE).getUint32(6);
  const body = sealed - HEADER_SIZE;
  const records = Math.max(1, Math.ceil(body / (recordSize + 16)));
  const plain = body - records * 16;
  return plain >= 0 ? plain : null;
}

/**
 * The share's plaintext as a stream: the download piped through the opener, counting the sealed
 * bytes read (`onProgress`). Each record is released only once it is authenticated; a failure
 * errors the stream with the format's E2eeError.
 */
export async function openStream(
  url: string,
  key: string,
  password: string,
  onProgress: (sealedBytes: number) => void,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const { createDecryptStream } = await e2ee();
  const res = await fetched(url, { signal, credentials: 'same-origin' });
  let read = 0;
  const counted = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      read += chunk.length;
      onProgress(read);
      controller.enqueue(chunk);
    },
  });
  return res
    .body!.pipeThrough(counted, { signal })
    .pipeThrough(createDecryptStream(key, password ? { password } : {}));
}
