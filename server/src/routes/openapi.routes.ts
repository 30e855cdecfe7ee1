/** GET /api/openapi.json: the API's OpenAPI 3.1 document (docs/API.md, "OpenAPI"). */
import { Hono } from 'hono';
import { isNotModified } from '../http/content/content-conditions.js';
import { compressible } from '../http/compression.js';
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
    c.header('Content-Type', 'application/json; charset=utf-8');
    // Compressed once per encoding (its ETag names the bytes): 135 KB of JSON goes as about 17.
    return compressible(c, json, 200, etag);
  });
}
