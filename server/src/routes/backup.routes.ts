/**
 * Admin backups (docs/BACKUPS.md): GET /api/admin/backup streams the backup file as it is read
 * from the database, and so does GET /api/admin/backup/{token} for a minute after
 * POST /api/admin/backup/link made the token; POST /api/admin/restore takes one as the request body (streamed, not under
 * the JSON body cap) and restores it, over a non-empty instance only with ?confirm=REPLACE.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { audited, picked } from '../http/audit-trail.js';
import { requestBody } from '../http/request-body.js';
import { ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { textAttachment } from '../http/text-attachment.js';
import { parseQuery } from '../http/validate.js';
import { adminOf, requireAdmin } from '../middleware/auth.js';
import type { BackupService } from '../services/backup/backup.service.js';

const restoreQuery = z.object({ confirm: z.string().optional() });

/** The backup file, streamed as it is read from the database. */
function backupBody(
  c: Context<AppEnv>,
  backup: { fileName: string; lines: AsyncGenerator<string> },
) {
  return textAttachment(c, backup.lines, {
    name: backup.fileName,
    contentType: 'application/jsonl; charset=utf-8',
  });
}

export function backupRoutes(backups: BackupService) {
  return (
    new Hono<AppEnv>()
      .use('/admin/backup', requireAdmin)
      .use('/admin/restore', requireAdmin)
      .use('/admin/backup/link', requireAdmin)
      .get('/admin/backup', (c) => backupBody(c, backups.download()))
      .post('/admin/backup/link', (c) => ok(c, backups.link(adminOf(c).adminId), 'link ready'))
      // No auth header: the link is the credential, so the browser's download manager can fetch it.
      .get('/admin/backup/:token', (c) =>
        backupBody(c, backups.downloadByLink(c.req.param('token'))),
      )
      .post(
        '/admin/restore',
        audited('backup.restore', { detail: picked('schema', 'createdAt') }),
        async (c) => {
          const { confirm } = parseQuery(c, restoreQuery);
          const body = requestBody(c).setEncoding('utf8');
          return ok(c, await backups.restore(body as AsyncIterable<string>, confirm), 'restored');
        },
      )
  );
}
