/**
 * A storage configuration changed through one of two server instances on one database holds on
 * the other within STORAGE_FRESH_MS (docs/DEPLOY.md, "Which state lives where"): the other had
 * already opened the storage for an upload, so only the cluster stamp can tell it.
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_FRESH_MS } from '../services/storage/storage-resolver.js';
import { upload } from '../../test/file-shares.js';
import type { TestApp } from '../../test/create-test-app.js';
import { twoInstances, type TwoInstances } from '../../test/two-instances.js';
import { routeDialects } from '../../test/route-database.js';

/** A public local storage made through `instance`; answers its id. */
async function publicStorage(instance: TestApp, token: string, name: string): Promise<string> {
  const created = await instance.call('POST', '/api/s3-configs', {
    token,
    body: { name, storage_type: 'LOCAL', bucket_name: `${name}-files`, is_public: 1 },
  });
  expect(created.status).toBe(201);
  return created.json.data.id as string;
}

describe.each(routeDialects())(
  'storage configurations across two instances on $name',
  (dialect) => {
    let cluster: TwoInstances;
    beforeEach(async () => {
      cluster = await twoInstances(dialect);
    });
    afterEach(() => cluster.close());

    it('a storage made private through one instance refuses API keys on the other', async () => {
      const [a, b] = cluster.instances;
      const token = await a.adminToken();
      const id = await publicStorage(a, token, 'shared');
      const key = await a.createKey(token, { name: 'files', permissions: Permission.FILE_SHARE });
      const sendTo = (instance: typeof b) =>
        upload(instance, { apiKey: key.key, before: [['s3_config_id', id]] });

      // B opens the storage (and keeps it) for an upload while it is public.
      expect((await sendTo(b)).status).toBe(201);
      const changed = await a.call('PUT', `/api/s3-configs/${id}`, {
        token,
        body: { is_public: 0 },
      });
      expect(changed.status).toBe(200);

      cluster.clock.advance(STORAGE_FRESH_MS);
      const refused = await sendTo(b);
      expect(refused.status, JSON.stringify(refused.json)).toBe(403);
      expect((refused.json as { reason?: string }).reason).toBe('storage.noPermission');
    });

    it('a storage deleted through one instance is gone on the other', async () => {
      const [a, b] = cluster.instances;
      const token = await a.adminToken();
      const id = await publicStorage(a, token, 'brief');
      const tokenB = await b.adminToken();
      const probe = () => upload(b, { token: tokenB, before: [['s3_config_id', id]] });
      const first = await probe();
      expect(first.status).toBe(201);
      const removed = await a.call('DELETE', '/api/files/batch-delete', {
        token,
        body: { ids: [first.json.data.id] },
      });
      expect(removed.json.data.success).toBe(1);
      expect((await a.call('DELETE', `/api/s3-configs/${id}`, { token })).status).toBe(200);

      cluster.clock.advance(STORAGE_FRESH_MS);
      expect((await probe()).status).toBe(404);
    });
  },
);
