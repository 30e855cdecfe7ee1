/** `cloudpaste file upload|download|list|delete`: file shares (docs/CLI.md, "File shares"). */
import { stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { FileList } from '@cloudpaste/contracts';
import { onePositional, parseCommand, SHARE_OPTIONS, wholeNumber } from '../args.js';
import { apiOf, type Context } from '../context.js';
import { stateDir } from '../config.js';
import { expiresInHoursOf } from '../duration.js';
import { CliError, EXIT, usage } from '../errors.js';
import { say } from '../i18n/catalogue.js';
import { printJson, printLine } from '../io.js';
import { mimetypeOf } from '../upload/mimetype.js';
import { uploadMultipart } from '../upload/multipart.js';
import { Progress } from '../upload/progress.js';
import { stateFileOf } from '../upload/state.js';
import { spoolStdin } from '../upload/stdin-spool.js';
import { deleteByRefs, type DeleteOps } from './delete-by-refs.js';
import { download } from './download.js';
import { linkWithKey } from './paste-e2ee.js';
import { fileList } from './share-lists.js';
import { printHelp } from '../help.js';

/** The file to upload: a path, or standard input (`-`) spooled to a temporary file. */
async function sourceOf(ctx: Context, arg: string, name: string | undefined) {
  if (arg === '-') {
    if (!name) throw usage('usage.nameStdin');
    const spooled = await spoolStdin(ctx.io.stdin, ctx.io.signal);
    return { path: spooled.path, name, resumable: false, done: spooled.remove };
  }
  const path = resolve(ctx.io.cwd, arg);
  return { path, name: name ?? basename(path), resumable: true, done: async () => undefined };
}

async function upload(ctx: Context, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommand(argv, {
    ...SHARE_OPTIONS,
    path: { type: 'string' },
    storage: { type: 'string' },
    name: { type: 'string' },
    type: { type: 'string' },
    proxy: { type: 'boolean' },
    progress: { type: 'boolean' },
    encrypt: { type: 'boolean' },
    'encrypt-password': { type: 'string' },
  });
  if (values.help) return printHelp(ctx, 'file upload');
  const password = values['encrypt-password'];
  const encrypt = values.encrypt || password !== undefined ? { password } : null;
  const fields = {
    slug: values.slug,
    remark: values.remark,
    password: values.password,
    expires_in: expiresInHoursOf(values.expires),
    max_views: wholeNumber('max-views', values['max-views']),
    path: values.path,
    s3_config_id: values.storage,
    use_proxy: values.proxy,
  };
  const api = apiOf(ctx, { auth: true });
  const source = await sourceOf(ctx, onePositional(positionals, 'file'), values.name);
  try {
    const info = await stat(source.path).catch(() => {
      throw new CliError(say('error.cannotRead', { path: source.path }));
    });
    if (!info.isFile()) throw usage('usage.notAFile', { path: source.path });
    const file = { path: source.path, name: source.name, size: info.size, mtimeMs: info.mtimeMs };
    const destination = JSON.stringify([
      file.name,
      values.slug,
      values.path,
      values.storage,
      encrypt !== null,
    ]);
    const showProgress = values.progress || ctx.io.stderrIsTTY;
    const { share, key } = await uploadMultipart({
      api,
      file,
      fields: { ...fields, mimetype: values.type ?? mimetypeOf(file.name) },
      statePath: source.resumable
        ? stateFileOf(stateDir(ctx.io.env), api.base, file, destination)
        : null,
      encrypt,
      makeProgress: (parts, bytes) =>
        new Progress(showProgress ? ctx.io.stderr : null, ctx.io.stderrIsTTY, ctx.texts, {
          bytes,
          parts,
        }),
      onResume: (held, count, endsAt) => {
        const left = ctx.texts.duration(Date.parse(endsAt) - Date.now());
        void printLine(ctx.io.stderr, ctx.texts.count('upload.resuming', count, { held, left }));
      },
    });
    const link = api.page(`/file/${share.slug}`);
    const url = key ? linkWithKey(link, key) : link;
    if (values.json) await printJson(ctx.io, { ...share, url });
    else await printLine(ctx.io.stdout, url);
    return EXIT.ok;
  } finally {
    await source.done();
  }
}

async function remove(ctx: Context, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommand(argv, { 'keep-object': { type: 'boolean' } });
  if (values.help) return printHelp(ctx, 'file delete');
  if (positionals.length === 0) throw usage('usage.missing.refs');
  const api = apiOf(ctx, { auth: true });
  const ops: DeleteOps = {
    async find(search) {
      return (await api.call<FileList>('GET', '/files', { query: { search, limit: 200 } })).files;
    },
    async remove(id) {
      const answer = await api.call<{ failed: { error: string }[] }>(
        'DELETE',
        '/files/batch-delete',
        { body: { ids: [id], delete_mode: values['keep-object'] ? 'record_only' : 'both' } },
      );
      return answer.failed[0]?.error ?? null;
    },
  };
  return deleteByRefs(ctx, positionals, ops, values.json);
}

export const fileCommands = { upload, download, list: fileList, delete: remove };
