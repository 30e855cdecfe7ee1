/** `cloudpaste paste create|get|delete|list`: text shares (docs/CLI.md, "Text shares"). */
import { readFile } from 'node:fs/promises';
import type { CreatedPaste, PasteList, PasteView } from '@cloudpaste/contracts';
import { onePositional, parseCommand, SHARE_OPTIONS, wholeNumber } from '../args.js';
import { apiOf, type Context } from '../context.js';
import { expiresAtOf } from '../duration.js';
import { CliError, EXIT, usage } from '../errors.js';
import { say } from '../i18n/catalogue.js';
import { printJson, printLine, readAll, write } from '../io.js';
import { parseShareRef } from '../links.js';
import { printHelp as help } from '../help.js';
import { linkWithKey, openText, sealText } from './paste-e2ee.js';
import { pasteList } from './share-lists.js';
import { deleteByRefs, type DeleteOps } from './delete-by-refs.js';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

async function readContent(ctx: Context, source: string | undefined): Promise<string> {
  const bytes =
    source === undefined || source === '-'
      ? await readAll(ctx.io.stdin, ctx.io.signal)
      : await readFile(source).catch((error: Error) => {
          // Node names no path when the read itself fails (EISDIR): the message should.
          throw Object.assign(error, { path: source });
        });
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new CliError(say('paste.notUtf8'), EXIT.failure, say('hint.binary'));
  }
  if (text.trim() === '') throw new CliError(say('paste.empty'));
  return text;
}

function formatOf(values: { format?: string; markdown?: boolean; plain?: boolean }, file?: string) {
  if (values.markdown && values.plain) throw usage('usage.markdownOrPlain');
  if (values.markdown) return 'markdown';
  if (values.plain) return 'text';
  if (values.format !== undefined) {
    if (values.format !== 'markdown' && values.format !== 'text') {
      throw usage('usage.format', { value: values.format });
    }
    return values.format;
  }
  return file && /\.(md|markdown)$/i.test(file) ? 'markdown' : 'text';
}

async function create(ctx: Context, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommand(argv, {
    ...SHARE_OPTIONS,
    title: { type: 'string' },
    format: { type: 'string' },
    markdown: { type: 'boolean' },
    plain: { type: 'boolean' },
    encrypt: { type: 'boolean' },
    'encrypt-password': { type: 'string' },
  });
  if (values.help) return help(ctx, 'paste create');
  if (positionals.length > 1) throw usage('usage.oneInput');
  const body = {
    slug: values.slug,
    title: values.title,
    remark: values.remark,
    password: values.password,
    expiresAt: expiresAtOf(values.expires),
    maxViews: wholeNumber('max-views', values['max-views']) ?? 0,
    format: formatOf(values, positionals[0]),
  };
  const api = apiOf(ctx, { auth: true });
  const text = await readContent(ctx, positionals[0]);
  const encrypt = values.encrypt || values['encrypt-password'] !== undefined;
  const sealed = encrypt ? await sealText(text, values['encrypt-password']) : null;
  const content = sealed ? { content: sealed.ciphertext, encrypted: true } : { content: text };
  const created = await api.call<CreatedPaste>('POST', '/paste', { body: { ...body, ...content } });
  const link = api.page(`/paste/${created.slug}`);
  const url = sealed ? linkWithKey(link, sealed.key) : link;
  if (values.json) await printJson(ctx.io, { ...created, url });
  else await printLine(ctx.io.stdout, url);
  return EXIT.ok;
}

async function get(ctx: Context, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommand(argv, {
    password: { type: 'string' },
    key: { type: 'string' },
    'encrypt-password': { type: 'string' },
  });
  if (values.help) return help(ctx, 'paste get');
  const ref = parseShareRef(onePositional(positionals, 'ref'));
  const api = apiOf(ctx, { auth: false, link: ref.origin });
  const path = `/paste/${encodeURIComponent(ref.slug)}`;
  let view = await api.call<PasteView>('GET', path);
  if (view.requiresPassword) {
    if (values.password === undefined) {
      throw new CliError(say('paste.needsPassword'), EXIT.auth, say('hint.password'));
    }
    view = await api.call<PasteView>('POST', path, { body: { password: values.password } });
  }
  const text = await plainTextOf(view, values.key ?? ref.key, values['encrypt-password']);
  if (values.json) await printJson(ctx.io, { ...view, content: text });
  else await write(ctx.io.stdout, text);
  if (view.isLastView) {
    await printLine(ctx.io.stderr, ctx.texts.t('paste.lastView'));
  }
  return EXIT.ok;
}

/** The share's text, opened with the link's key when it is end-to-end encrypted. */
async function plainTextOf(view: PasteView, key: string | null, password: string | undefined) {
  const content = view.content ?? '';
  if (key) return openText(content, key, password);
  if (view.encrypted) {
    throw new CliError(say('paste.noKey'), EXIT.auth, say('hint.wholeLinkOrKey'));
  }
  return content;
}

async function remove(ctx: Context, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommand(argv, {});
  if (values.help) return help(ctx, 'paste delete');
  if (positionals.length === 0) throw usage('usage.missing.refs');
  const api = apiOf(ctx, { auth: true });
  const ops: DeleteOps = {
    async find(search) {
      return (await api.call<PasteList>('GET', '/pastes', { query: { search, limit: 100 } }))
        .results;
    },
    async remove(id) {
      const answer = await api.call<{ deleted: number }>('DELETE', '/pastes/batch-delete', {
        body: { ids: [id] },
      });
      return answer.deleted === 1 ? null : 'not found';
    },
  };
  return deleteByRefs(ctx, positionals, ops, values.json);
}

export const pasteCommands = { create, get, list: pasteList, delete: remove };
