/** `cloudpaste fs list [PATH]`: a folder of the mounted storage (docs/API.md, "Filesystem (mounts)"). */
import type { FsListing } from '@cloudpaste/contracts';
import { parseCommand } from '../args.js';
import { apiOf, type Context } from '../context.js';
import { EXIT, UsageError } from '../errors.js';
import { formatBytes, formatTime, table } from '../format.js';
import { printJson, printLine } from '../io.js';
import { printHelp } from '../help.js';

export function listingTable(listing: FsListing): string {
  if (listing.items.length === 0) return `${listing.path}: empty`;
  const rows = listing.items.map((item) => [
    item.isDirectory ? 'dir' : 'file',
    item.isDirectory ? '' : formatBytes(item.size),
    item.isDirectory ? '' : formatTime(item.modified),
    item.isDirectory ? `${item.name}/` : item.name,
  ]);
  return table([['TYPE', 'SIZE', 'MODIFIED', 'NAME'], ...rows]);
}

async function list(ctx: Context, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommand(argv, {});
  if (values.help) return printHelp(ctx, 'fs list');
  if (positionals.length > 1) throw new UsageError('one folder at a time');
  const path = positionals[0] ?? '/';
  const api = apiOf(ctx, { auth: true });
  const listing = await api.call<FsListing>('GET', '/fs/list', {
    query: { path: path.startsWith('/') ? path : `/${path}` },
  });
  if (values.json) await printJson(ctx.io, listing);
  else await printLine(ctx.io.stdout, listingTable(listing));
  return EXIT.ok;
}

export const fsCommands = { list };
