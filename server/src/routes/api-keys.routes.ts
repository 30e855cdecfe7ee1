/**
 * API key management: the admin's of every key, each account's of its own (docs/ACCOUNTS.md "A
 * user's own API keys"), and the key self-check.
 */
import { batchDeleteInput, createApiKeyInput, updateApiKeyInput } from '@cloudpaste/contracts';
import { Hono } from 'hono';
import { audited, batchDetail, picked } from '../http/audit-trail.js';
import { created, ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseBody } from '../http/validate.js';
import { accountOf, apiKeyOf, requireAccount, requireAdmin } from '../middleware/auth.js';
import type { ApiKeyService } from '../services/accounts/api-key.service.js';

/** A key's entries name it and what it may do; never the key itself (`key` is dropped). */
const keyAudit = {
  target: 'api_key',
  detail: picked('name', 'permissions', 'basic_path', 'expires_at'),
};

export function apiKeyRoutes(apiKeys: ApiKeyService) {
  return (
    new Hono<AppEnv>()
      .get('/test/api-key', (c) => ok(c, apiKeys.testInfo(apiKeyOf(c)), 'API key is valid'))
      .get('/admin/api-keys', requireAdmin, async (c) => ok(c, await apiKeys.list()))
      .post('/admin/api-keys', requireAdmin, audited('api_key.create', keyAudit), async (c) => {
        const input = await parseBody(c, createApiKeyInput);
        return created(c, await apiKeys.create(input), 'API key created');
      })
      .put('/admin/api-keys/:id', requireAdmin, audited('api_key.update', keyAudit), async (c) => {
        const input = await parseBody(c, updateApiKeyInput);
        return ok(c, await apiKeys.update(c.req.param('id'), input), 'API key updated');
      })
      // Before /:id, which would take "batch-delete" for an id.
      .delete(
        '/admin/api-keys/batch-delete',
        requireAdmin,
        audited('api_key.delete', { detail: batchDetail('deleted') }),
        async (c) => {
          const { ids } = await parseBody(c, batchDeleteInput);
          return ok(c, await apiKeys.removeMany(ids), 'API keys deleted');
        },
      )
      .delete(
        '/admin/api-keys/:id',
        requireAdmin,
        audited('api_key.delete', keyAudit),
        async (c) => {
          await apiKeys.remove(c.req.param('id'));
          return ok(c, null, 'API key deleted');
        },
      )
      .get('/account/api-keys', requireAccount, async (c) =>
        ok(c, await apiKeys.listOwned(accountOf(c))),
      )
      .post('/account/api-keys', requireAccount, audited('api_key.create', keyAudit), async (c) => {
        const input = await parseBody(c, createApiKeyInput);
        return created(c, await apiKeys.create(input, accountOf(c)), 'API key created');
      })
      .put(
        '/account/api-keys/:id',
        requireAccount,
        audited('api_key.update', keyAudit),
        async (c) => {
          const input = await parseBody(c, updateApiKeyInput);
          const key = await apiKeys.update(c.req.param('id'), input, accountOf(c));
          return ok(c, key, 'API key updated');
        },
      )
      .delete(
        '/account/api-keys/:id',
        requireAccount,
        audited('api_key.delete', keyAudit),
        async (c) => {
          await apiKeys.remove(c.req.param('id'), accountOf(c));
          return ok(c, null, 'API key deleted');
        },
      )
  );
}
