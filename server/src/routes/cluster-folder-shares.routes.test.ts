/**
 * A folder share's download limit across two server instances on one database (docs/DEPLOY.md,
 * docs/FOLDER-SHARES.md): 20 concurrent downloads spread over both, against a limit of 5, give
 * exactly 5, as no instance keeps a count of its own; a revoke through one is refused by the other
 * at once. SQLite and PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountedStorage } from '../../test/mounted-storages.js';
import { twoInstances, type TwoInstances } from '../../test/two-instances.js';
import { routeDialects } from '../../test/route-database.js';

describe.each(routeDialects())('folder shares across two instances on $name', (dialect) => {
  let cluster: TwoInstances;
  let dataDir: string;
  let token: string;

  beforeEach(async () => {
    // One DATA_DIR for both, as one local storage would be one shared disk.
    dataDir = mkdtempSync(join(tmpdir(), 'cloudpaste-cluster-'));
    cluster = await twoInstances(dialect, { dataDir });
    const [a] = cluster.instances;
    token = await a.adminToken();
    const storage = await mountedStorage(a, token, 'local');
    await storage.put('album/a.txt', 'alpha');
    await storage.mount('/team');
  });
  afterEach(async () => {
    await cluster.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts 20 concurrent downloads over both instances against a limit of 5', async () => {
    const [a, b] = cluster.instances;
    const made = await a.call('POST', '/api/folder-shares', {
      token,
      body: { path: '/team/album', max_downloads: 5 },
    });
    const { slug, id } = made.json.data;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).app.request(`/api/public/folders/${slug}/download?path=%2Fa.txt`),
      ),
    );
    const statuses = answers.map((res) => res.status);
    await Promise.all(answers.map((res) => res.arrayBuffer()));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 410)).toHaveLength(15);

    const other = await a.call('POST', '/api/folder-shares', {
      token,
      body: { path: '/team/album' },
    });
    expect((await b.call('GET', `/api/public/folders/${other.json.data.slug}`)).status).toBe(200);
    await a.call('POST', `/api/folder-shares/${other.json.data.id}/revoke`, { token });
    expect((await b.call('GET', `/api/public/folders/${other.json.data.slug}`)).status).toBe(410);
    const listed = await b.call('GET', '/api/folder-shares', { token });
    expect(listed.json.data.find((s: { id: string }) => s.id === id).downloads).toBe(5);
  });
});
