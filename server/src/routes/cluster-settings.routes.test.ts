/**
 * A setting saved through one of two server instances on one database is answered by the other
 * (within SETTINGS_FRESH_MS: services/settings.cluster.test.ts measures that on a fake clock).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { twoInstances, type TwoInstances } from '../../test/two-instances.js';
import { routeDialects } from '../../test/route-database.js';

describe.each(routeDialects())('settings across two instances on $name', (dialect) => {
  let cluster: TwoInstances;
  beforeEach(async () => {
    cluster = await twoInstances(dialect);
  });
  afterEach(() => cluster.close());

  it('answers the upload limit saved through the other instance', async () => {
    const [a, b] = cluster.instances;
    const limit = async () => (await b.call('GET', '/api/system/max-upload-size')).json.data;
    expect(await limit()).not.toMatchObject({ unit: 'GB', max_upload_size: 2048 });
    const saved = await a.call('PUT', '/api/admin/settings/group/1', {
      token: await a.adminToken(),
      body: { max_upload_size: '2', max_upload_size_unit: 'GB' },
    });
    expect(saved.status).toBe(200);
    // Polled: the wait is the other instance's settings cache, a real-time half second.
    await expect
      .poll(limit, { timeout: 30_000, interval: 100 })
      .toEqual({ max_upload_size: 2048, max_upload_size_bytes: 2 * 1024 ** 3, unit: 'GB' });
  });
});
