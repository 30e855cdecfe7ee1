/** API key names are unique on every dialect: create and rename to a taken name are 409, races too. */
import { ErrorCode } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { routeDialects } from '../../test/route-database.js';

/** The stable code of an error answer (the test client types only the success envelope). */
const codeOf = (res: { json: unknown }) => (res.json as { error?: string }).error;

describe.each(routeDialects())('API key names on $name', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ database: await dialect.open() });
    token = await t.adminToken();
  });
  afterEach(() => t.close());

  const create = (name: string) =>
    t.call('POST', '/api/admin/api-keys', { token, body: { name, permissions: 1 } });

  it('refuses a second key of a taken name with 409 API_KEY_NAME_TAKEN', async () => {
    expect((await create('ci')).status).toBe(201);
    const dup = await create('  ci ');
    expect(dup.status).toBe(409);
    expect(codeOf(dup)).toBe(ErrorCode.API_KEY_NAME_TAKEN);
    expect(dup.json.message).toBe('an API key named "ci" already exists');
    // Names compare exactly: another case is another name.
    expect((await create('CI')).status).toBe(201);
    const list = await t.call('GET', '/api/admin/api-keys', { token });
    expect(list.json.data.map((k: { name: string }) => k.name).sort()).toEqual(['CI', 'ci']);
  });

  it('keeps the custom key conflict apart from the name conflict', async () => {
    const body = { name: 'one', custom_key: 'Deploy_key-2026-ci', permissions: 1 };
    expect((await t.call('POST', '/api/admin/api-keys', { token, body })).status).toBe(201);
    const again = await t.call('POST', '/api/admin/api-keys', {
      token,
      body: { ...body, name: 'two' },
    });
    expect(again.status).toBe(409);
    expect(codeOf(again)).toBe(ErrorCode.CONFLICT);
  });

  it('refuses renaming to a taken name and keeps the old one; renaming to its own name is fine', async () => {
    await create('a');
    const b = (await create('b')).json.data;
    const res = await t.call('PUT', `/api/admin/api-keys/${b.id}`, { token, body: { name: 'a' } });
    expect(res.status).toBe(409);
    expect(codeOf(res)).toBe(ErrorCode.API_KEY_NAME_TAKEN);
    expect(res.json.message).toBe('an API key named "a" already exists');
    const same = await t.call('PUT', `/api/admin/api-keys/${b.id}`, {
      token,
      body: { name: 'b', permissions: 3 },
    });
    expect(same.status).toBe(200);
    const names = (await t.call('GET', '/api/admin/api-keys', { token })).json.data;
    expect(names.map((k: { name: string }) => k.name).sort()).toEqual(['a', 'b']);
  });

  it('two concurrent creates of one name give one 201 and one 409', async () => {
    const answers = await Promise.all([create('race'), create('race')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(codeOf(answers.find((a) => a.status === 409) ?? { json: {} })).toBe(
      ErrorCode.API_KEY_NAME_TAKEN,
    );
    const rows = await t.database.db.selectFrom('api_keys').select('name').execute();
    expect(rows).toEqual([{ name: 'race' }]);
  });
});
