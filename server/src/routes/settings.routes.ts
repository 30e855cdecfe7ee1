/** System settings by group (docs/API.md, "Settings"; docs/product/admin.md, "Settings"). */
import {
  listSettingsQuery,
  saveSettingsQuery,
  settingGroupParam,
  settingMetadataQuery,
  updateSettingsInput,
} from '@cloudpaste/contracts';
import { Hono, type Context } from 'hono';
import { audited } from '../http/audit-trail.js';
import { ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parse, parseBody, parseQuery } from '../http/validate.js';
import { requireAdmin } from '../middleware/auth.js';
import type { SettingsService } from '../services/settings.service.js';

/** The group and the values written (settings hold no secrets; long values are clipped). */
const settingsAudit = {
  detail: async (c: Context<AppEnv>) => ({
    group: c.req.param('group'),
    ...((await c.req.json()) as Record<string, unknown>),
  }),
};

export function settingsRoutes(settings: SettingsService) {
  return new Hono<AppEnv>()
    .use('/admin/settings', requireAdmin)
    .use('/admin/settings/*', requireAdmin)
    .get('/admin/settings', async (c) => {
      const q = parseQuery(c, listSettingsQuery);
      const items = await settings.list({ group: q.group, includeSystem: q.includeSystem });
      // metadata=false: just the values, as a key -> value map.
      if (q.metadata === false)
        return ok(c, Object.fromEntries(items.map((i) => [i.key, i.value])));
      return ok(c, items);
    })
    .get('/admin/settings/groups', (c) => ok(c, settings.groups()))
    .get('/admin/settings/metadata', async (c) => {
      const { key } = parseQuery(c, settingMetadataQuery);
      return ok(c, await settings.metadata(key));
    })
    .put('/admin/settings/group/:group', audited('settings.update', settingsAudit), async (c) => {
      const group = parse(settingGroupParam, c.req.param('group'));
      const validate = parseQuery(c, saveSettingsQuery).validate !== 'false';
      const values = await parseBody(c, updateSettingsInput);
      return ok(c, await settings.updateGroup(group, values, validate), 'settings saved');
    });
}
