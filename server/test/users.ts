/** Route tests' accounts (docs/ACCOUNTS.md): a user made by the admin, and their session. */
import type { TestApp } from './create-test-app.js';

export const USER_PASSWORD = 'user password 123';

export interface MadeUser {
  id: string;
  username: string;
  token: string;
}

/** The admin creates `username` with a password and these fields; the user signs in. */
export async function madeUser(
  t: TestApp,
  adminToken: string,
  username: string,
  fields: Record<string, unknown> = {},
): Promise<MadeUser> {
  const made = await t.call('POST', '/api/admin/users', {
    token: adminToken,
    body: { username, password: USER_PASSWORD, ...fields },
  });
  if (made.status !== 201) throw new Error(`user not created: ${made.text}`);
  const login = await t.call('POST', '/api/admin/login', {
    body: { username, password: USER_PASSWORD },
  });
  if (login.status !== 200) throw new Error(`user not signed in: ${login.text}`);
  return { id: made.json.data.user.id, username, token: login.json.data.token };
}
