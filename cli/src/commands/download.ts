/**
 * `cloudpaste file download`: a file share's bytes streamed to a file or stdout, never held whole
 * in memory. A file is written beside its target as `.part` and renamed once complete.
 */
import { createWriteStream } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { onePositional, parseCommand } from '../args.js';
import { apiOf, type Context } from '../context.js';
import { CliError, EXIT } from '../errors.js';
import { say } from '../i18n/catalogue.js';
import { printJson, printLine } from '../io.js';
import { parseShareRef } from '../links.js';
import { printHelp } from '../help.js';
import { e2eeFailure, openStream } from './paste-e2ee.js';

/** The file name a Content-Disposition header gives (RFC 5987 `filename*` first), as a bare name. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition ?? '');
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(disposition ?? '');
  let name = fallback;
  try {
    name = extended ? decodeURIComponent(extended[1]!.trim()) : (plain?.[1] ?? fallback);
  } catch {
    // a malformed escape: the fallback
  }
  const safe = basename(name.replace(/\\/g, '/'));
  return safe === '' || safe === '.' || safe === '..' ? fallback : safe;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

export async function download(ctx: Context, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommand(argv, {
    output: { type: 'string', short: 'o' },
    password: { type: 'string' },
    force: { type: 'boolean', short: 'f' },
    key: { type: 'string' },
    'encrypt-password': { type: 'string' },
  });
  if (values.help) return printHelp(ctx, 'file download');
  const ref = parseShareRef(onePositional(positionals, 'ref'));
  const api = apiOf(ctx, { auth: false, link: ref.origin });
  const url = api.url(`/file-download/${encodeURIComponent(ref.slug)}`, {
    password: values.password,
  });
  // Public bytes: no credential, which a redirect to a storage link must not carry either.
  const res = await api.send('GET', url, { auth: false }).catch((error: unknown) => {
    if (error instanceof CliError && error.status === 401 && values.password === undefined) {
      throw new CliError(say('file.needsPassword'), EXIT.auth, say('hint.password'));
    }
    throw error;
  });
  // An encrypted share is opened as it streams, with the key of the link's fragment.
  const key = values.key ?? ref.key;
  const web = res.body as unknown as WebStream<Uint8Array>;
  const opened = key ? web.pipeThrough(openStream(key, values['encrypt-password'])) : web;
  const body = Readable.fromWeb(opened);
  if (values.output === '-') {
    await pipeline(body, ctx.io.stdout, { end: false, signal: ctx.io.signal }).catch(
      (error: unknown) => {
        throw e2eeFailure(error);
      },
    );
    return EXIT.ok;
  }
  const name = filenameOf(res.headers.get('content-disposition'), ref.slug);
  const target = resolve(ctx.io.cwd, values.output ?? name);
  if (!values.force && (await exists(target))) {
    body.destroy();
    throw new CliError(say('file.exists', { path: target }), EXIT.failure, say('hint.force'));
  }
  const partial = `${target}.part`;
  let bytes = 0;
  const counted = async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      bytes += chunk.length;
      yield chunk;
    }
  };
  try {
    await pipeline(body, counted, createWriteStream(partial), { signal: ctx.io.signal });
    const expected = key ? null : res.headers.get('content-length');
    if (expected !== null && Number(expected) !== bytes) {
      throw new CliError(say('file.short', { got: bytes, expected: Number(expected) }));
    }
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw e2eeFailure(error);
  }
  if (values.json) await printJson(ctx.io, { path: target, bytes });
  else {
    const saved = ctx.texts.t('file.saved', { path: target, size: ctx.texts.size(bytes) });
    await printLine(ctx.io.stderr, saved);
  }
  return EXIT.ok;
}
