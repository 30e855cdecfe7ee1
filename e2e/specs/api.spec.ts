/** The HTTP API as an outside client sees it: health, unknown paths and failed logins as JSON envelopes. */
import { describe, expect, test } from 'vitest';
import { callApi } from '../support/api.js';
import { TEST_ADMIN } from '../support/server.js';

describe('API from outside the browser', () => {
  test('GET /api/health answers ok', async () => {
    const res = await callApi<{ status: string }>('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  test('an unknown /api path is a 404 JSON envelope, not the web app', async () => {
    const res = await callApi('/nope');
    expect(res.status).toBe(404);
    expect(res.contentType).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ code: 404, success: false });
  });

  test('an admin login with a wrong password is a 401 envelope without a token', async () => {
    const res = await callApi('/admin/login', {
      method: 'POST',
      body: JSON.stringify({ username: TEST_ADMIN.username, password: 'not-the-password' }),
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, success: false });
    expect(JSON.stringify(res.body.data ?? null)).not.toMatch(/token/);
  });
});
