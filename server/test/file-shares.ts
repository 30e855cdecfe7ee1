/** Helpers for file-share route tests: streamed multipart bodies, deterministic bytes, upload shortcuts. */
import { createHash } from 'node:crypto';
import type { TestApp } from './create-test-app.js';

export type Field = [name: string, value: string];

/** `size` deterministic pseudo-random bytes in chunks, and their sha256. */
export function bytes(size: number, seed = 1): Buffer {
  const out = Buffer.alloc(size);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

export const sha256 = (data: Buffer | Uint8Array) =>
  createHash('sha256').update(data).digest('hex');

export interface FormFile {
  name: string;
  type?: string;
  content: Buffer;
  /** Chunk size the body is streamed in. */
  chunkSize?: number;
}

/**
 * A multipart/form-data body streamed in chunks (so the server cannot have it whole up front):
 * `before` fields, the file part named `file`, then `after` fields.
 */
export function formBody(before: Field[], file: FormFile | null, after: Field[] = []) {
  const boundary = `----cloudpaste${Math.random().toString(16).slice(2)}`;
  const field = ([name, value]: Field) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    before.map(field).join('') +
      (file
        ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`
        : ''),
  );
  const tail = Buffer.from(`${file ? '\r\n' : ''}${after.map(field).join('')}--${boundary}--\r\n`);
  const chunkSize = file?.chunkSize ?? 256 * 1024;
  const content = file?.content ?? Buffer.alloc(0);
  let offset = 0;
  let stage = 0;
  let markRead: () => void = () => undefined;
  /** Settles once the server has read the whole body. */
  const read = new Promise<void>((resolve) => {
    markRead = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 0) {
        controller.enqueue(head);
        stage = 1;
      } else if (stage === 1 && offset < content.length) {
        controller.enqueue(content.subarray(offset, offset + chunkSize));
        offset += chunkSize;
      } else if (stage <= 1) {
        controller.enqueue(tail);
        stage = 2;
      } else {
        controller.close();
        markRead();
      }
    },
  });
  return {
    body,
    read,
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.length + content.length + tail.length,
  };
}

export interface UploadOptions {
  token?: string;
  apiKey?: string;
  before?: Field[];
  after?: Field[];
  file?: FormFile | null;
  /** Send Content-Length (the default) or leave it out, as a chunked upload would. */
  withLength?: boolean;
}

/** `POST /api/upload` with a streamed form. */
export async function upload(t: TestApp, o: UploadOptions) {
  const file =
    o.file === undefined
      ? { name: 'hello.txt', type: 'text/plain', content: Buffer.from('hello world') }
      : o.file;
  const form = formBody(o.before ?? [], file, o.after ?? []);
  const headers: Record<string, string> = { 'Content-Type': form.contentType };
  if (o.withLength !== false) headers['Content-Length'] = String(form.length);
  if (o.token) headers.Authorization = `Bearer ${o.token}`;
  if (o.apiKey) headers.Authorization = `ApiKey ${o.apiKey}`;
  const res = await t.app.request('/api/upload', {
    method: 'POST',
    headers,
    body: form.body,
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    /** Settles once the server has read the whole request body. */
    bodyRead: form.read,
    json: JSON.parse(text) as {
      code: number;
      message: string;
      data: any;
      success: boolean;
      error?: string;
    },
  };
}

/** Sends a presigned request (upload URL or part URL) through the app, as a browser would. */
export async function sendPresigned(
  t: TestApp,
  url: string,
  body: Buffer,
  headers: Record<string, string> = {},
) {
  const res = await t.app.request(url, {
    method: 'PUT',
    headers: { 'Content-Length': String(body.length), ...headers },
    body,
  });
  await res.arrayBuffer();
  return res;
}

/** GETs an app path (following redirects to storage links, as a browser would) and returns the status, headers and bytes. */
export async function fetchBytes(t: TestApp, path: string, headers: Record<string, string> = {}) {
  let res = await t.app.request(path, { headers });
  for (let hops = 0; res.status === 302 && hops < 3; hops++) {
    await res.arrayBuffer();
    res = await t.app.request(res.headers.get('Location') as string, { headers });
  }
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}
