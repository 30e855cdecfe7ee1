/** Text shares: public reading (view, unlock, raw) and management (docs/API.md, "Text shares"). */
import {
  Permission,
  batchDeleteInput,
  createPasteInput,
  listPastesQuery,
  rawPasteQuery,
  updatePasteInput,
  verifyPasswordInput,
} from '@cloudpaste/contracts';
import { Hono } from 'hono';
import { audited, batchDetail, picked } from '../http/audit-trail.js';
import { created, ok, okWithSerialized } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseBody, parseQuery } from '../http/validate.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { adminOf, principalOf, requirePermission } from '../middleware/auth.js';
import { clientAddress } from '../middleware/client-address.js';
import type { PasteService } from '../services/pastes/paste.service.js';
import type { TrustProxy } from '../lib/trust-proxy.js';

const requireText = requirePermission(Permission.TEXT);
/** What the raw text of an end-to-end encrypted share is (docs/API.md, "End-to-end encrypted shares"). */
export const ENCRYPTION_HEADER = 'ciphertext; format=cloudpaste-e2ee-v1; encoding=base64';
const pasteAudit = { target: 'paste', detail: picked('slug', 'title', 'expires_at', 'max_views') };

export function pasteRoutes(pastes: PasteService, trustProxy: TrustProxy) {
  const reader = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, trustProxy);
  return new Hono<AppEnv>()
    .post('/paste', requireText, audited('paste.create', pasteAudit), async (c) => {
      const input = await parseBody(c, createPasteInput);
      return created(c, await pastes.create(input, principalOf(c)), 'share created');
    })
    .get('/paste/:slug', async (c) => {
      // A password is only verified from a request body, so GET never unlocks
      // (docs/product/shares.md, "Passwords").
      const view = await pastes.open(c.req.param('slug'), {
        principal: c.get('principal'),
        client: reader(c),
      });
      return okWithSerialized(c, view, 'content', pastes.contentJson(view));
    })
    .post('/paste/:slug', async (c) => {
      const { password } = await parseBody(c, verifyPasswordInput);
      return ok(
        c,
        await pastes.open(c.req.param('slug'), {
          principal: c.get('principal'),
          client: reader(c),
          password,
        }),
      );
    })
    .get('/raw/:slug', async (c) => {
      const { password } = parseQuery(c, rawPasteQuery);
      const view = await pastes.open(c.req.param('slug'), {
        principal: c.get('principal'),
        client: reader(c),
        password,
      });
      if (view.content === undefined)
        return c.json({ code: 401, message: 'password required', data: null, success: false }, 401);
      if (view.encrypted) {
        // Ciphertext, said plainly: base64 of a sealed stream (docs/ENCRYPTION.md).
        c.header('CloudPaste-Encryption', ENCRYPTION_HEADER);
        c.header('Content-Disposition', contentDisposition('inline', `${view.slug}.e2ee.txt`));
        return c.text(view.content, 200, { 'Content-Type': 'text/plain; charset=utf-8' });
      }
      const extension = view.format === 'markdown' ? 'md' : 'txt';
      c.header('Content-Disposition', contentDisposition('inline', `${view.slug}.${extension}`));
      return c.text(view.content, 200, { 'Content-Type': 'text/plain; charset=utf-8' });
    })
    .use('/pastes', requireText)
    .use('/pastes/*', requireText)
    .get('/pastes', async (c) => {
      const q = parseQuery(c, listPastesQuery);
      const offset = q.offset ?? ((q.page ?? 1) - 1) * q.limit;
      return ok(
        c,
        await pastes.list(
          { limit: q.limit, offset, search: q.search, createdBy: q.created_by },
          principalOf(c),
        ),
      );
    })
    .delete(
      '/pastes/batch-delete',
      audited('paste.delete', { detail: batchDetail('deleted') }),
      async (c) => {
        const { ids } = await parseBody(c, batchDeleteInput);
        const result = await pastes.remove(ids, principalOf(c));
        return ok(c, result, `deleted ${result.deleted} share(s)`);
      },
    )
    .post('/pastes/clear-expired', async (c) => {
      const result = await pastes.clearExpired(principalOf(c));
      return ok(c, result, `cleared ${result.deleted} expired share(s)`);
    })
    .get('/pastes/:id', async (c) => ok(c, await pastes.get(c.req.param('id'), principalOf(c))))
    .put('/pastes/:id', async (c) => {
      const input = await parseBody(c, updatePasteInput);
      return ok(c, await pastes.update(c.req.param('id'), input, principalOf(c)), 'share updated');
    })
    .post('/admin/pastes/clear-expired', async (c) => {
      const result = await pastes.clearExpired(adminOf(c));
      return ok(c, result, `cleared ${result.deleted} expired share(s)`);
    });
}
