/**
 * Web proxy links (`GET /api/p/{mount path}/{file}`, docs/API.md): a web-proxy mount's files,
 * streamed through this server to anyone holding the link; signed when signing is on. No auth
 * header is read: the link is the credential.
 */
import { decodeUrlPath, proxyLinkQuery } from '@cloudpaste/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../http/types.js';
import { parseQuery } from '../http/validate.js';
import type { FsLinksService } from '../services/fs/fs-links.service.js';
import { contentRequestOf, contentResponse } from '../http/content/file-content.js';

const PREFIX = '/api/p';

/** The virtual path a link names: each URL segment decoded once, as it was encoded. */
function pathOf(urlPath: string): string {
  return decodeUrlPath(urlPath.slice(PREFIX.length));
}

export function proxyLinkRoutes(links: FsLinksService) {
  return new Hono<AppEnv>().get('/p/*', async (c) => {
    const { download, sign } = parseQuery(c, proxyLinkQuery);
    const result = await links.proxied(
      pathOf(c.req.path),
      sign,
      contentRequestOf(c),
      download ? 'attachment' : 'inline',
    );
    return contentResponse(c, result);
  });
}
