/**
 * The audit log (docs/API.md, "Audit log"): the admin's filtered pages and CSV export, and an API
 * key's own entries.
 */
import { auditFilterInput, auditListInput } from '@cloudpaste/contracts';
import { Hono } from 'hono';
import { ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseQuery } from '../http/validate.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { actorOf } from '../http/audit-trail.js';
import { principalOf, requireAdmin } from '../middleware/auth.js';
import { csvHeader, csvLine, type AuditService } from '../services/audit/index.js';

export function auditRoutes(audit: AuditService) {
  return new Hono<AppEnv>()
    .get('/admin/audit', requireAdmin, async (c) =>
      ok(c, await audit.list(parseQuery(c, auditListInput))),
    )
    .get('/admin/audit.csv', requireAdmin, (c) => {
      const entries = audit.walk(parseQuery(c, auditFilterInput));
      const encoder = new TextEncoder();
      let headerSent = false;
      // Streamed a database page at a time as the client reads: the log is never held whole.
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!headerSent) {
            headerSent = true;
            controller.enqueue(encoder.encode(csvHeader()));
            return;
          }
          const next = await entries.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(csvLine(next.value)));
        },
        async cancel() {
          await entries.return(undefined);
        },
      });
      return c.body(body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition('attachment', 'audit-log.csv'),
      });
    })
    .get('/audit/mine', async (c) => {
      // Whoever calls sees the entries naming them as the actor: today an API key or the admin.
      const actor = actorOf(principalOf(c));
      return ok(c, await audit.list(parseQuery(c, auditListInput), actor));
    });
}
