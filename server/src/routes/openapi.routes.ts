/** GET /api/openapi.json: the API's OpenAPI 3.1 document (docs/API.md, "OpenAPI"). */
import { Hono } from 'hono';
import { isNotModified } from '../http/content/content-conditions.js';
import type { AppEnv } from '../http/types.js';
import { openApiJson } from '../openapi/index.js';

/** The same for every caller and every request until the next release: caches may keep it. */
const CACHE_CONTROL = 'public, max-age=300';
const NO_DATE = new Date(0);

export function openApiRoutes() {
  return new Hono<AppEnv>().get('/openapi.json', (c) => {
    const { json, etag } = openApiJson();
    c.header('ETag', etag);
    c.header('Cache-Control', CACHE_CONTROL);
    if (
      isNotModified({ ifNoneMatch: c.req.header('If-None-Match') }, { etag, lastModified: NO_DATE })
    ) {
      return c.body(null, 304);
    }
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
}
