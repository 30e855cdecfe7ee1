/**
 * File requests (docs/FILE-REQUESTS.md, docs/API.md "File requests"): the owner's routes under
 * MOUNT_UPLOAD or FILE_SHARE, and a visitor's under /public/requests/{slug}. A visitor's upload
 * is the file itself as the body (`PUT …/files?name=`), with its Content-Length, streamed to
 * storage; `?t=` is the ticket the verify answer gives for a password.
 */
import {
  Permission,
  createFileRequestInput,
  fileRequestUploadQuery,
  updateFileRequestInput,
  verifyFileRequestInput,
} from '@cloudpaste/contracts';
import { Hono } from 'hono';
import { audited, picked, recordAudit } from '../http/audit-trail.js';
import { contentLength, requestBody } from '../http/request-body.js';
import { created, ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseBody, parseQuery } from '../http/validate.js';
import { principalOf, requireAnyPermission } from '../middleware/auth.js';
import { clientAddress } from '../middleware/client-address.js';
import type { TrustProxy } from '../lib/trust-proxy.js';
import type { FileRequestServices } from '../services/file-requests/index.js';

// Either kind of target: a folder needs MOUNT_VIEW and MOUNT_UPLOAD, file shares FILE_SHARE
// (the service judges which the request needs).
const canRequest = requireAnyPermission(Permission.MOUNT_UPLOAD | Permission.FILE_SHARE);
const entry = (action: 'create' | 'update' | 'delete') =>
  audited(`file_request.${action}`, {
    target: 'file_request',
    detail: picked('slug', 'title', 'path', 'enabled'),
  });

const secretEntry = (action: 'reveal' | 'rotate') =>
  audited(`file_request.webhook_secret_${action}`, { target: 'file_request' });

export function fileRequestRoutes(requests: FileRequestServices, trustProxy: TrustProxy) {
  const { owner, visits } = requests;
  return (
    new Hono<AppEnv>()
      .post('/file-requests', canRequest, entry('create'), async (c) => {
        const input = await parseBody(c, createFileRequestInput);
        return created(c, await owner.create(principalOf(c), input), 'file request created');
      })
      .get('/file-requests', canRequest, async (c) => ok(c, await owner.list(principalOf(c))))
      .put('/file-requests/:id', canRequest, entry('update'), async (c) => {
        const input = await parseBody(c, updateFileRequestInput);
        const id = c.req.param('id');
        return ok(c, await owner.update(principalOf(c), id, input), 'file request updated');
      })
      .delete('/file-requests/:id', canRequest, entry('delete'), async (c) => {
        await owner.remove(principalOf(c), c.req.param('id'));
        return ok(c, null, 'file request deleted');
      })
      .get('/file-requests/:id/files', canRequest, async (c) =>
        ok(c, await owner.files(principalOf(c), c.req.param('id'))),
      )
      // Who saw or changed a signing secret is on record; the secret itself never is.
      .get('/file-requests/:id/webhook-secret', canRequest, secretEntry('reveal'), async (c) =>
        ok(c, await owner.webhookSecret(principalOf(c), c.req.param('id'), false)),
      )
      .post('/file-requests/:id/webhook-secret', canRequest, secretEntry('rotate'), async (c) =>
        ok(c, await owner.webhookSecret(principalOf(c), c.req.param('id'), true), 'secret rotated'),
      )
      .get('/public/requests/:slug', async (c) => ok(c, await visits.info(c.req.param('slug'))))
      .post('/public/requests/:slug/verify', async (c) => {
        const { password } = await parseBody(c, verifyFileRequestInput);
        const client = clientAddress(c, trustProxy);
        return ok(c, await visits.verify(c.req.param('slug'), password, client));
      })
      .put('/public/requests/:slug/files', async (c) => {
        const query = parseQuery(c, fileRequestUploadQuery);
        const slug = c.req.param('slug');
        const receipt = await visits.upload({
          slug,
          ticket: query.t,
          name: query.name,
          uploader: query.uploader,
          message: query.message,
          contentType: c.req.header('Content-Type') ?? '',
          size: contentLength(c.req.header('Content-Length')),
          body: requestBody(c),
        });
        await recordAudit(c, {
          action: 'file_request.upload',
          target: { type: 'file_request', id: slug },
          detail: { name: receipt.name, size: receipt.size, uploader: query.uploader ?? null },
        });
        return created(c, { name: receipt.name, size: receipt.size }, 'file received');
      })
  );
}
