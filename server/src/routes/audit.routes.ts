/**
 * The audit log (docs/API.md, "Audit log"): the admin's filtered pages and CSV export (also through
 * a one-minute signed link, for the browser's download manager), and an API key's own entries.
 */
import { auditFilterInput, auditListInput, type AuditEntry } from '@cloudpaste/contracts';
import { Hono, type Context } from 'hono';
import { ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseQuery } from '../http/validate.js';
import { textAttachment } from '../http/text-attachment.js';
import { actorOf } from '../http/audit-trail.js';
import { adminOf, principalOf, requireAdmin } from '../middleware/auth.js';
import { csvHeader, csvLine, type AuditService } from '../services/audit/index.js';

/** The CSV, streamed a database page at a time as the client reads: the log is never held whole. */
function csvBody(c: Context<AppEnv>, entries: AsyncGenerator<AuditEntry>) {
  async function* lines() {
    yield csvHeader();
    for await (const entry of entries) yield csvLine(entry);
  }
  return textAttachment(c, lines(), {
    name: 'audit-log.csv',
    contentType: 'text/csv; charset=utf-8',
  });
}

export function auditRoutes(audit: AuditService) {
  return (
    new Hono<AppEnv>()
      .get('/admin/audit', requireAdmin, async (c) =>
        ok(c, await audit.list(parseQuery(c, auditListInput))),
      )
      .get('/admin/audit.csv', requireAdmin, (c) =>
        csvBody(c, audit.walk(parseQuery(c, auditFilterInput))),
      )
      .post('/admin/audit.csv/link', requireAdmin, (c) =>
        ok(c, audit.csvLink(adminOf(c).adminId, parseQuery(c, auditFilterInput)), 'link ready'),
      )
      // No auth header: the link is the credential, so the browser's download manager can fetch it.
      .get('/admin/audit.csv/:token', (c) =>
        csvBody(c, audit.walkByLink(c.req.param('token'), parseQuery(c, auditFilterInput))),
      )
      .get('/audit/mine', async (c) => {
        // Whoever calls sees the entries naming them as the actor: today an API key or the admin.
        const actor = actorOf(principalOf(c));
        return ok(c, await audit.list(parseQuery(c, auditListInput), actor));
      })
  );
}
