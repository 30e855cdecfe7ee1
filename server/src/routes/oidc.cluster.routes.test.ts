/**
 * Single sign-on across two server instances on one database (docs/ACCOUNTS.md, "Single
 * sign-on"; docs/DEPLOY.md): a sign-in started on one is finished by the other, and its state is
 * taken once whichever instance the replay reaches. SQLite and PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callback, oidcSettings, REDIRECT_URI, started } from '../../test/oidc-app.js';
import { authorizeAt, startTestIdp, type TestIdp } from '../../test/oidc-idp.js';
import { routeDialects } from '../../test/route-database.js';
import { twoInstances, type TwoInstances } from '../../test/two-instances.js';

describe.each(routeDialects())('single sign-on across two instances on $name', (dialect) => {
  let cluster: TwoInstances;
  let idp: TestIdp;
  beforeEach(async () => {
    idp = await startTestIdp({ redirectUri: REDIRECT_URI });
    cluster = await twoInstances(dialect);
    const [a] = cluster.instances;
    const saved = await a.call('PUT', '/api/admin/oidc', {
      token: await a.adminToken(),
      body: oidcSettings(idp.issuer),
    });
    expect(saved.status).toBe(200);
  });
  afterEach(async () => {
    await cluster.close();
    await idp.close();
  });

  it('finishes on one instance a sign-in started on the other, once', async () => {
    const [a, b] = cluster.instances;
    idp.signInAs('sub-lee', { preferred_username: 'lee' });
    const flow = await started(a);
    const target = await authorizeAt(flow.url, REDIRECT_URI);
    const back = await callback(b, target, flow.cookie);
    expect(back.location.searchParams.get('sso')).toBe('done');
    const session = await a.app.request('/api/auth/oidc/session', {
      method: 'POST',
      headers: { cookie: back.session! },
    });
    const { token } = ((await session.json()) as { data: { token: string } }).data;
    expect((await b.call('GET', '/api/account', { token })).json.data.username).toBe('lee');
    const replay = await callback(a, target, flow.cookie);
    expect(replay.location.searchParams.get('sso_error')).toBe('oidc.stateInvalid');
  });
});
