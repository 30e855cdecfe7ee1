/** What a run of the CLI reads and writes: the process's own streams, or a test's (docs/CLI.md). */
import { addAbortSignal, type Readable, type Writable } from 'node:stream';

export interface Io {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** The environment the configuration is read from (CLOUDPASTE_URL, HOME …). */
  env: Record<string, string | undefined>;
  /** Progress lines are drawn only on a terminal, unless --progress asks for them. */
  stderrIsTTY: boolean;
  cwd: string;
  /** Aborted by Ctrl-C (bin.ts) or a test: a running upload stops and keeps its resume state. */
  signal?: AbortSignal;
}

/** Writes text to a stream and waits until it has been taken (large pastes to a slow pipe). */
export function write(stream: Writable, text: string | Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

export function printLine(stream: Writable, text: string): Promise<void> {
  return write(stream, `${text}\n`);
}

export function printJson(io: Io, value: unknown): Promise<void> {
  return printLine(io.stdout, JSON.stringify(value, null, 2));
}

/** All of standard input, as bytes; Ctrl-C (the signal) stops the wait for more. */
export async function readAll(stream: Readable, signal?: AbortSignal): Promise<Buffer> {
  if (signal) addAbortSignal(signal, stream);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks);
}
