/**
 * The filesystem over mounts (SPEC §7 "Filesystem"), reading side: list, get and download, for the
 * admin and keys with MOUNT_VIEW, within the key's basic_path.
 */
import { Permission, fsDownloadQuery, fsPathQuery } from '@cloudpaste/contracts';
import { Hono } from 'hono';
import { ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseQuery } from '../http/validate.js';
import { requirePermission } from '../middleware/auth.js';
import type { Principal } from '../policies/access.js';
import type { FsService } from '../services/fs/fs.service.js';
import { contentRequestOf, contentResponse } from './file-content.js';

/** Routes behind requirePermission always have a principal. */
const principalOf = (c: { var: AppEnv['Variables'] }) => c.var.principal as Principal;

export function fsRoutes(fs: FsService) {
  return new Hono<AppEnv>()
    .use('/fs/*', requirePermission(Permission.MOUNT_VIEW))
    .get('/fs/list', async (c) =>
      ok(c, await fs.list(principalOf(c), parseQuery(c, fsPathQuery).path)),
    )
    .get('/fs/get', async (c) =>
      ok(c, await fs.get(principalOf(c), parseQuery(c, fsPathQuery).path)),
    )
    .get('/fs/download', async (c) => {
      const { path, download } = parseQuery(c, fsDownloadQuery);
      const result = await fs.download(
        principalOf(c),
        path,
        contentRequestOf(c),
        download ? 'attachment' : 'inline',
      );
      return contentResponse(c, result);
    });
}
