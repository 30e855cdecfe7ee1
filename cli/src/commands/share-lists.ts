/** The caller's text and file shares as the list commands print them (`paste list`, `file list`, `list`). */
import type { FileList, PasteList } from '@cloudpaste/contracts';
import { parseCommand, wholeNumber } from '../args.js';
import type { Api } from '../client.js';
import { apiOf, type Context } from '../context.js';
import { CliError, EXIT } from '../errors.js';
import { formatTime, table } from '../format.js';
import { say, type CountKey, type MessageKey } from '../i18n/catalogue.js';
import type { Texts } from '../i18n/texts.js';
import { printHelp, type HelpTopic } from '../help.js';
import { printJson, printLine } from '../io.js';

type Page = (path: string) => string;

export function fetchPastes(
  api: Api,
  values: { search?: string; limit?: string; page?: string },
): Promise<PasteList> {
  const query = {
    search: values.search,
    limit: wholeNumber('limit', values.limit) ?? 50,
    page: wholeNumber('page', values.page),
  };
  return api.call<PasteList>('GET', '/pastes', { query });
}

export function fetchFiles(
  api: Api,
  values: { search?: string; limit?: string; offset?: string },
): Promise<FileList> {
  const query = {
    search: values.search,
    limit: wholeNumber('limit', values.limit) ?? 50,
    offset: wholeNumber('offset', values.offset),
  };
  return api.call<FileList>('GET', '/files', { query });
}

/** A table of shares with the count under it, or a line saying there are none. */
function listing(
  texts: Texts,
  kind: 'pastes' | 'files',
  header: MessageKey[],
  rows: string[][],
  total: number,
) {
  if (rows.length === 0) return texts.t(`list.${kind}.none`);
  const count: CountKey = `list.${kind}.count`;
  const heading = header.map((key) => texts.t(key));
  return `${table([heading, ...rows])}\n${texts.count(count, total, { shown: rows.length })}`;
}

const viewsOf = (texts: Texts, views: number, max: number) =>
  `${texts.number(views)}${max ? `/${texts.number(max)}` : ''}`;
const expiryOf = ({ t }: Texts, expired: boolean, at: string | null) =>
  expired ? t('list.expired') : formatTime(at, t('list.never'));

export function pasteTable(texts: Texts, page: Page, { results, pagination }: PasteList) {
  const rows = results.map((p) => [
    p.slug,
    p.title ?? '',
    texts.t(p.format === 'markdown' ? 'list.markdown' : 'list.text'),
    texts.size(p.size),
    viewsOf(texts, p.views, p.maxViews),
    expiryOf(texts, p.isExpired, p.expiresAt),
    page(`/paste/${p.slug}`),
  ]);
  const header: MessageKey[] = [
    'list.slug',
    'list.title',
    'list.format',
    'list.size',
    'list.views',
    'list.expires',
    'list.link',
  ];
  return listing(texts, 'pastes', header, rows, pagination.total);
}

export function fileTable(texts: Texts, page: Page, { files, pagination }: FileList) {
  const rows = files.map((f) => [
    f.slug,
    f.filename,
    texts.size(f.size),
    viewsOf(texts, f.views, f.max_views),
    expiryOf(texts, f.is_expired, f.expires_at),
    page(`/file/${f.slug}`),
  ]);
  const header: MessageKey[] = [
    'list.slug',
    'list.name',
    'list.size',
    'list.views',
    'list.expires',
    'list.link',
  ];
  return listing(texts, 'files', header, rows, pagination.total);
}

/** A list command: its own page option, the JSON answer with --json, else the table. */
function listCommand<T>(
  topic: HelpTopic,
  pageOption: 'page' | 'offset',
  fetch: (api: Api, values: Record<string, string | undefined>) => Promise<T>,
  render: (texts: Texts, page: Page, answer: T) => string,
) {
  return async (ctx: Context, argv: string[]): Promise<number> => {
    const { values } = parseCommand(argv, {
      search: { type: 'string' },
      limit: { type: 'string' },
      [pageOption]: { type: 'string' },
    });
    if (values.help) return printHelp(ctx, topic);
    const api = apiOf(ctx, { auth: true });
    const answer = await fetch(api, values as Record<string, string | undefined>);
    if (values.json) await printJson(ctx.io, answer);
    else await printLine(ctx.io.stdout, render(ctx.texts, api.page.bind(api), answer));
    return EXIT.ok;
  };
}

export const pasteList = listCommand('paste list', 'page', fetchPastes, pasteTable);
export const fileList = listCommand('file list', 'offset', fetchFiles, fileTable);

/** A list the caller may not read (a key without TEXT or FILE_SHARE): null instead of an error. */
async function unlessForbidden<T>(list: Promise<T>): Promise<T | null> {
  try {
    return await list;
  } catch (error) {
    if (error instanceof CliError && error.status === 403) return null;
    throw error;
  }
}

/** `cloudpaste list`: both kinds of share, or the one the credential may list. */
export async function listAll(ctx: Context, argv: string[]): Promise<number> {
  const { values } = parseCommand(argv, { search: { type: 'string' } });
  if (values.help) return printHelp(ctx, 'list');
  const api = apiOf(ctx, { auth: true });
  const pastes = await unlessForbidden(fetchPastes(api, values));
  const files = await unlessForbidden(fetchFiles(api, values));
  if (!pastes && !files) {
    throw new CliError(say('list.neither'), EXIT.auth);
  }
  if (values.json) {
    await printJson(ctx.io, { pastes, files });
    return EXIT.ok;
  }
  const page = api.page.bind(api);
  const { texts } = ctx;
  const sections = [
    pastes ? pasteTable(texts, page, pastes) : texts.t('list.pastesForbidden'),
    files ? fileTable(texts, page, files) : texts.t('list.filesForbidden'),
  ];
  await printLine(ctx.io.stdout, sections.join('\n\n'));
  return EXIT.ok;
}
