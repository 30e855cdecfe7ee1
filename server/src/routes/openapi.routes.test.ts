import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/create-test-app.js';
import { API_OPERATIONS, buildDocument, openApiPath } from '../openapi/index.js';

type Document = ReturnType<typeof buildDocument>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch', 'head', 'options'];

/** `METHOD /path` of every /api route the app registers, in OpenAPI's path form. */
async function registeredRoutes(): Promise<Set<string>> {
  const t = await createTestApp();
  try {
    return new Set(
      t.app.routes
        // Middleware (`use`, the body limit on every path) and the 404 catch-all are no operations.
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path !== '/api/*')
        .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`),
    );
  } finally {
    await t.close();
  }
}

function documentedRoutes(doc: Document): Set<string> {
  return new Set(
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => METHODS.includes(method))
        .map((method) => `${method} ${path}`),
    ),
  );
}

const difference = (a: Set<string>, b: Set<string>) => [...a].filter((x) => !b.has(x)).sort();

/** Every `$ref` in the document, with where it points. */
function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsOf(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.push(v);
      else refsOf(v, found);
    }
  }
  return found;
}

function resolves(doc: unknown, ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  let at: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!at || typeof at !== 'object' || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

describe('GET /api/openapi.json', () => {
  it('documents every /api route the app registers, and none it lacks', async () => {
    const registered = await registeredRoutes();
    const documented = documentedRoutes(buildDocument(API_OPERATIONS));
    expect(registered.size).toBeGreaterThan(90);
    expect(difference(registered, documented), 'routes missing from the document').toEqual([]);
    expect(difference(documented, registered), 'documented routes the app lacks').toEqual([]);
  });

  it('names a route left out of the table', async () => {
    const registered = await registeredRoutes();
    const withoutOne = API_OPERATIONS.filter(
      (op) => !(op.method === 'post' && op.path === '/api/fs/mkdir'),
    );
    expect(difference(registered, documentedRoutes(buildDocument(withoutOne)))).toContain(
      'post /api/fs/mkdir',
    );
  });

  it('is structurally valid OpenAPI 3.1', () => {
    const doc = buildDocument(API_OPERATIONS);
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    const ids = new Set<string>();
    const tags = new Set(doc.tags.map((t) => t.name));
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name).sort();
      for (const [method, op] of Object.entries(item) as [string, any][]) {
        expect(METHODS).toContain(method);
        const where = `${method} ${path}`;
        // A success answer, or the redirect of a browser flow (single sign-on's start and callback).
        expect(
          Object.keys(op.responses).some((code) => /^(2\d\d|302)$/.test(code)),
          where,
        ).toBe(true);
        expect(ids.has(op.operationId), `${where}: operationId ${op.operationId} twice`).toBe(
          false,
        );
        ids.add(op.operationId);
        expect(tags.has(op.tags[0]), where).toBe(true);
        // The reference page shows the summary in Chinese to a Chinese reader.
        expect(op['x-summary-zh-CN'], where).toMatch(/[\u4e00-\u9fff]/);
        const inPath = (op.parameters ?? [])
          .filter((p: any) => p.in === 'path')
          .map((p: any) => p.name)
          .sort();
        expect(inPath, `${where}: path parameters`).toEqual(templated);
        for (const scheme of op.security.flatMap((s: object) => Object.keys(s))) {
          expect(doc.components.securitySchemes, where).toHaveProperty(scheme);
        }
      }
    }
    const unresolved = refsOf(doc).filter((ref) => !resolves(doc, ref));
    expect(unresolved).toEqual([]);
    expect(refsOf(doc).length).toBeGreaterThan(100);
  });

  it('is served public and cacheable, with an ETag that answers 304', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.request('/api/openapi.json');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toMatch(/^public/);
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^".+"$/);
      const doc = (await res.json()) as Document;
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.paths['/api/paste/{slug}']?.get).toBeDefined();
      const again = await t.app.request('/api/openapi.json', {
        headers: { 'If-None-Match': etag ?? '' },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      const gzipped = await t.app.request('/api/openapi.json', {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      const bytes = Buffer.from(await gzipped.arrayBuffer());
      expect(bytes.length).toBeLessThan(JSON.stringify(doc).length / 4);
      expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(doc);
    } finally {
      await t.close();
    }
  });
});
