/**
 * Quotas judged across two server instances on one database (docs/ACCOUNTS.md "Quotas"): the
 * check and the write hold the account's row in the database, not any instance's memory, so a
 * burst spread over both instances lets exactly what fits through.
 */
import { ErrorCode, Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upload, bytes } from '../../test/file-shares.js';
import { twoInstances, type TwoInstances } from '../../test/two-instances.js';
import { madeUser } from '../../test/users.js';
import { routeDialects } from '../../test/route-database.js';

describe.each(routeDialects())('quotas across two instances on $name', (dialect) => {
  let cluster: TwoInstances;

  beforeEach(async () => {
    cluster = await twoInstances(dialect);
  });
  afterEach(() => cluster.close());

  it('lets exactly 7 of 20 text and file shares through, spread over both instances', async () => {
    const [a, b] = cluster.instances;
    const admin = await a.adminToken();
    const user = await madeUser(a, admin, 'nia', {
      permissions: Permission.TEXT | Permission.FILE_SHARE,
      quota_shares: 7,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const app = i % 2 === 0 ? a : b;
        if (i % 4 < 2) {
          const res = await app.call('POST', '/api/paste', {
            token: user.token,
            body: { content: `n${i}` },
          });
          return { status: res.status, error: (res.json as { error?: string }).error };
        }
        const res = await upload(app, {
          token: user.token,
          file: { name: `f${i}.bin`, type: 'application/octet-stream', content: bytes(100) },
        });
        return { status: res.status, error: res.json.error };
      }),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(7);
    expect(results.filter((r) => r.status !== 201)).toEqual(
      Array(13).fill({ status: 413, error: ErrorCode.QUOTA_EXCEEDED }),
    );
    const quota = await b.call('GET', '/api/account/quota', { token: user.token });
    expect(quota.json.data.used_shares).toBe(7);
  });
});
