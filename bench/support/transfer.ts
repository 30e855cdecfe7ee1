/**
 * Streamed byte transfers for throughput benches: a generated test file, HTTP uploads and downloads
 * over node:http, and plain file copies and reads. Bodies are never held in memory; every read path
 * hashes what it received so a figure is only kept for the right bytes.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const MIB = 1024 * 1024;

export interface Timed {
  bytes: number;
  seconds: number;
  /** Hex SHA-256 of what was read; absent for writes. */
  sha256?: string;
}

export const mibPerSecond = (t: Timed): number => t.bytes / MIB / t.seconds;

/** Writes `bytes` random bytes to `file` in 1 MiB chunks; answers their SHA-256. */
export async function writeRandomFile(file: string, bytes: number): Promise<string> {
  const hash = createHash('sha256');
  async function* chunks() {
    for (let left = bytes; left > 0; left -= MIB) {
      const chunk = randomBytes(Math.min(MIB, left));
      hash.update(chunk);
      yield chunk;
    }
  }
  await pipeline(chunks(), createWriteStream(file));
  return hash.digest('hex');
}

/** A generated test file and what a correct read of it answers. */
export interface Source {
  path: string;
  size: number;
  sha256: string;
}

/** Writes a random file of `size` bytes as `dir/name`. */
export async function sourceFile(dir: string, name: string, size: number): Promise<Source> {
  const path = join(dir, name);
  return { path, size, sha256: await writeRandomFile(path, size) };
}

/** A figure is kept only for the right bytes: throws unless `result` read exactly `source`. */
export function verifyRead(result: Timed, source: Source, what: string): void {
  if (result.bytes !== source.size || result.sha256 !== source.sha256)
    throw new Error(
      `${what}: got ${result.bytes} bytes (sha256 ${result.sha256}), expected ${source.size} (${source.sha256})`,
    );
}

/** Flushes dirty pages between steps so one step's write-back does not slow the next. */
export function settle(): void {
  execFileSync('sync');
}

/** The plain filesystem path: streams `from` into `to` with Node's default fs streams. */
export async function copyFile(from: string, to: string): Promise<Timed> {
  const started = performance.now();
  const source = createReadStream(from);
  await pipeline(source, createWriteStream(to));
  return { bytes: source.bytesRead, seconds: (performance.now() - started) / 1000 };
}

/** Reads and hashes a file from disk. */
export async function readFile(file: string): Promise<Timed> {
  const started = performance.now();
  return hashed(createReadStream(file), started);
}

/** GET `url` and hash the body; any status but 200 fails. */
export async function download(url: string, headers: Record<string, string> = {}): Promise<Timed> {
  const started = performance.now();
  const res = await send(url, { method: 'GET', headers });
  await expectStatus(res, [200], url);
  return hashed(res, started);
}

/** GET `url` without following a redirect; answers its Location. */
export async function redirectTarget(url: string): Promise<string> {
  const res = await send(url, { method: 'GET', headers: {} });
  await expectStatus(res, [301, 302, 303, 307, 308], url);
  res.resume();
  const location = res.headers.location;
  if (!location) throw new Error(`GET ${url} redirected without a Location`);
  return new URL(location, url).href;
}

/**
 * Sends `file` (its `size` bytes) as the body of one request with a Content-Length, optionally
 * between a `prefix` and a `suffix` (a multipart form around the file). Answers the response text.
 */
export async function upload(
  url: string,
  options: {
    method: 'POST' | 'PUT';
    headers: Record<string, string>;
    file: string;
    size: number;
    prefix?: Buffer;
    suffix?: Buffer;
  },
): Promise<Timed & { status: number; text: string }> {
  const prefix = options.prefix ?? Buffer.alloc(0);
  const suffix = options.suffix ?? Buffer.alloc(0);
  const length = prefix.length + options.size + suffix.length;
  const started = performance.now();
  const req = request(url, {
    method: options.method,
    headers: { ...options.headers, 'content-length': String(length) },
    agent: false,
  });
  const answered = once(req, 'response') as Promise<[IncomingMessage]>;
  const body = async function* () {
    yield prefix;
    yield* createReadStream(options.file);
    yield suffix;
  };
  // A server that answers early (an error) may close the socket mid-body; its answer is what counts.
  const sent = pipeline(body(), req).catch((error: unknown) => error);
  const [res] = await answered;
  const text = await readText(res);
  const sendError = await sent;
  const seconds = (performance.now() - started) / 1000;
  if (res.statusCode === undefined || res.statusCode >= 300) {
    throw new Error(`${options.method} ${url} answered ${res.statusCode}: ${text.slice(0, 300)}`);
  }
  if (sendError) throw sendError;
  return { bytes: options.size, seconds, status: res.statusCode, text };
}

/** A multipart/form-data envelope around one file: `fields` first, then the file part. */
export function formAround(
  fields: Record<string, string>,
  filename: string,
  mimetype: string,
): { contentType: string; prefix: Buffer; suffix: Buffer } {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mimetype}\r\n\r\n`,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    prefix: Buffer.from(parts.join('')),
    suffix: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}

function send(
  url: string,
  options: { method: string; headers: Record<string, string> },
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(url, { ...options, agent: false }, resolve);
    req.once('error', reject);
    req.end();
  });
}

async function expectStatus(res: IncomingMessage, allowed: number[], url: string): Promise<void> {
  if (allowed.includes(res.statusCode ?? 0)) return;
  const text = await readText(res);
  throw new Error(`GET ${url} answered ${res.statusCode}: ${text.slice(0, 300)}`);
}

async function hashed(body: Readable, started: number): Promise<Timed> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, seconds: (performance.now() - started) / 1000, sha256: hash.digest('hex') };
}

async function readText(res: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of res as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** How fast this process hashes with SHA-256 (MiB/s): the ceiling of any verified download here. */
export function sha256Rate(): number {
  const chunk = randomBytes(MIB);
  const started = performance.now();
  const hash = createHash('sha256');
  for (let i = 0; i < 256; i++) hash.update(chunk);
  hash.digest();
  return 256 / ((performance.now() - started) / 1000);
}
