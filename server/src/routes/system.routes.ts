/** Health, version, upload limit, dashboard and cache endpoints. */
import { MOUNT_PERMISSIONS, Permission } from '@cloudpaste/contracts';
import { Hono } from 'hono';
import { ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { requireAdmin, requireAnyPermission } from '../middleware/auth.js';
import type { SettingsService } from '../services/settings.service.js';
import type { SystemService } from '../services/admin/system.service.js';

export function systemRoutes(system: SystemService, settings: SettingsService) {
  return new Hono<AppEnv>()
    .get('/health', (c) => ok(c, { status: 'ok' as const, timestamp: new Date().toISOString() }))
    .get('/version', (c) => ok(c, system.version()))
    .get('/system/max-upload-size', async (c) => ok(c, await settings.maxUploadSize()))
    .get('/admin/dashboard/stats', requireAdmin, async (c) => ok(c, await system.dashboardStats()))
    .get('/admin/cache/stats', requireAdmin, (c) => ok(c, system.cacheStats()))
    .post('/admin/cache/clear', requireAdmin, (c) => ok(c, system.clearCaches(), 'cache cleared'))
    .post(
      '/user/cache/clear',
      requireAnyPermission(Permission.TEXT | Permission.FILE_SHARE | MOUNT_PERMISSIONS),
      (c) => ok(c, system.clearCaches(), 'cache cleared'),
    );
}
