/** `cloudpaste fs list [PATH]`: a folder of the mounted storage (docs/API.md, "Filesystem (mounts)"). */
import type { FsListing } from '@cloudpaste/contracts';
import { parseCommand } from '../args.js';
import { apiOf, type Context } from '../context.js';
import { EXIT, usage } from '../errors.js';
import { formatTime, table } from '../format.js';
import type { Texts } from '../i18n/texts.js';
import { printJson, printLine } from '../io.js';
import { printHelp } from '../help.js';

export function listingTable({ t, size }: Texts, listing: FsListing): string {
  if (listing.items.length === 0) return t('fs.empty', { path: listing.path });
  const rows = listing.items.map((item) => [
    item.isDirectory ? t('fs.dir') : t('fs.file'),
    item.isDirectory ? '' : size(item.size),
    item.isDirectory ? '' : formatTime(item.modified, t('list.never')),
    item.isDirectory ? `${item.name}/` : item.name,
  ]);
  return table([[t('fs.type'), t('list.size'), t('fs.modified'), t('list.name')], ...rows]);
}

async function list(ctx: Context, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommand(argv, {});
  if (values.help) return printHelp(ctx, 'fs list');
  if (positionals.length > 1) throw usage('usage.oneFolder');
  const path = positionals[0] ?? '/';
  const api = apiOf(ctx, { auth: true });
  const listing = await api.call<FsListing>('GET', '/fs/list', {
    query: { path: path.startsWith('/') ? path : `/${path}` },
  });
  if (values.json) await printJson(ctx.io, listing);
  else await printLine(ctx.io.stdout, listingTable(ctx.texts, listing));
  return EXIT.ok;
}

export const fsCommands = { list };
