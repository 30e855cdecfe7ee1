/**
 * Two server instances on one database (docs/DEPLOY.md): the password back-off counts a client's
 * attempts whichever instance answers them, alternated or concurrent, and a client behind the
 * trusted proxy cannot start afresh by forging the X-Forwarded-For entries before the proxy's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_USERNAME } from '../../test/create-test-app.js';
import { twoInstances, type TwoInstances } from '../../test/two-instances.js';
import { routeDialects } from '../../test/route-database.js';

describe.each(routeDialects())('limits across two instances on $name', (dialect) => {
  let cluster: TwoInstances;
  let instances: TwoInstances['instances'];

  beforeEach(async () => {
    cluster = await twoInstances(dialect, { trustProxy: true });
    instances = cluster.instances;
  });
  afterEach(() => cluster.close());

  /** A wrong login through instance i % 2, the client at 203.0.113.7 forging a new entry each time. */
  const wrongLogin = (i: number) =>
    instances[i % 2]!.call('POST', '/api/admin/login', {
      body: { username: ADMIN_USERNAME, password: `guess ${i}` },
      headers: { 'X-Forwarded-For': `198.51.100.${i}, 203.0.113.7` },
    });

  it('judges 5 of 12 wrong logins alternated over the instances, forged entries or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await wrongLogin(i)).status);
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it('judges 5 of 20 concurrent wrong logins spread over the instances', async () => {
    const statuses = (await Promise.all(Array.from({ length: 20 }, (_, i) => wrongLogin(i)))).map(
      (res) => res.status,
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it("judges 10 of 20 concurrent wrong guesses at a text share's password over the instances", async () => {
    const token = await instances[0].adminToken();
    const created = await instances[0].call('POST', '/api/paste', {
      token,
      body: { content: 'secret', password: 'pw' },
    });
    const slug = created.json.data.slug as string;
    const statuses = (
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          instances[i % 2]!.call('POST', `/api/paste/${slug}`, {
            body: { password: `x${i}` },
            headers: { 'X-Forwarded-For': `198.51.100.${i}, 203.0.113.7` },
          }),
        ),
      )
    ).map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});
