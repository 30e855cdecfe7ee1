/**
 * Mount points (docs/API.md, "Mounts"): the admin manages them under /admin/mounts; the admin and
 * keys with any mount permission read the active ones they can reach under /user/mounts.
 */
import { MOUNT_PERMISSIONS, createMountInput, updateMountInput } from '@cloudpaste/contracts';
import { Hono } from 'hono';
import { audited, picked } from '../http/audit-trail.js';
import { created, ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseBody } from '../http/validate.js';
import { adminOf, principalOf, requireAdmin, requireAnyPermission } from '../middleware/auth.js';
import type { MountService } from '../services/fs/mount.service.js';

const requireMountUser = requireAnyPermission(MOUNT_PERMISSIONS);
const mountAudit = {
  target: 'mount',
  detail: picked('name', 'mount_path', 'storage_config_id', 'is_active', 'webdav_policy'),
};

export function mountRoutes(mounts: MountService) {
  return new Hono<AppEnv>()
    .get('/admin/mounts', requireAdmin, async (c) => ok(c, await mounts.list()))
    .post('/admin/mounts', requireAdmin, audited('mount.create', mountAudit), async (c) => {
      const input = await parseBody(c, createMountInput);
      return created(c, await mounts.create(input, adminOf(c)), 'mount created');
    })
    .get('/admin/mounts/:id', requireAdmin, async (c) => ok(c, await mounts.get(c.req.param('id'))))
    .put('/admin/mounts/:id', requireAdmin, audited('mount.update', mountAudit), async (c) => {
      const input = await parseBody(c, updateMountInput);
      return ok(c, await mounts.update(c.req.param('id'), input), 'mount updated');
    })
    .delete('/admin/mounts/:id', requireAdmin, audited('mount.delete', mountAudit), async (c) => {
      await mounts.remove(c.req.param('id'));
      return ok(c, null, 'mount deleted');
    })
    .get('/user/mounts', requireMountUser, async (c) =>
      ok(c, await mounts.reachable(principalOf(c))),
    )
    .get('/user/mounts/:id', requireMountUser, async (c) =>
      ok(c, await mounts.reachableOne(c.req.param('id'), principalOf(c))),
    );
}
