/** Storage configurations: admin management; keys with file or mount rights list public ones. */
import {
  MOUNT_PERMISSIONS,
  Permission,
  createStorageConfigInput,
  testStorageConfigInput,
  updateStorageConfigInput,
} from '@cloudpaste/contracts';
import { Hono } from 'hono';
import { audited, picked } from '../http/audit-trail.js';
import { created, ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseBody } from '../http/validate.js';
import { adminOf, principalOf, requireAdmin, requireAnyPermission } from '../middleware/auth.js';
import type { StorageConfigService } from '../services/storage/index.js';
import { describeDrivers } from '../storage/registry.js';

const requireReader = requireAnyPermission(Permission.FILE_SHARE | MOUNT_PERMISSIONS);
/** A configuration's entries name it and its driver; its settings (secrets among them) never. */
const storageAudit = { target: 'storage', detail: picked('name', 'storage_type', 'provider_type') };

export function storageConfigRoutes(configs: StorageConfigService) {
  return (
    new Hono<AppEnv>()
      // The registered storage drivers, their providers, capabilities and form (docs/STORAGE-DRIVERS.md).
      .get('/admin/storage-types', requireAdmin, (c) => ok(c, describeDrivers()))
      .get('/s3-configs', requireReader, async (c) => ok(c, await configs.list(principalOf(c))))
      .post('/s3-configs', requireAdmin, audited('storage.create', storageAudit), async (c) => {
        const input = await parseBody(c, createStorageConfigInput);
        return created(c, await configs.create(input, adminOf(c)), 'storage configuration created');
      })
      .get('/s3-configs/:id', requireReader, async (c) =>
        ok(c, await configs.get(c.req.param('id'), principalOf(c))),
      )
      .put('/s3-configs/:id', requireAdmin, audited('storage.update', storageAudit), async (c) => {
        const input = await parseBody(c, updateStorageConfigInput);
        return ok(
          c,
          await configs.update(c.req.param('id'), input),
          'storage configuration updated',
        );
      })
      .get('/s3-configs/:id/references', requireAdmin, async (c) =>
        ok(c, await configs.references(c.req.param('id'))),
      )
      .delete(
        '/s3-configs/:id',
        requireAdmin,
        audited('storage.delete', storageAudit),
        async (c) => {
          await configs.remove(c.req.param('id'));
          return ok(c, null, 'storage configuration deleted');
        },
      )
      .put(
        '/s3-configs/:id/set-default',
        requireAdmin,
        audited('storage.set_default', storageAudit),
        async (c) =>
          ok(c, await configs.setDefault(c.req.param('id')), 'default storage configuration set'),
      )
      .post('/s3-configs/:id/test', requireAdmin, async (c) => {
        const { origin } = await parseBody(c, testStorageConfigInput);
        // The CORS check asks about the origin the admin's browser uploads from.
        const browserOrigin = origin ?? c.req.header('Origin') ?? new URL(c.req.url).origin;
        const report = await configs.test(c.req.param('id'), browserOrigin);
        return ok(c, report, report.ok ? 'storage test passed' : 'storage test found problems');
      })
  );
}
