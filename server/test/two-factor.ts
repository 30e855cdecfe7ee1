/** Route tests' authenticator app (docs/ACCOUNTS.md, "Two-factor sign-in"): codes for a secret at a time. */
import { Secret, TOTP } from 'otpauth';
import type { TestApp } from './create-test-app.js';

export function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}

/** Turns two-factor on for the account of `token`: its secret and recovery codes. */
export async function enrolled(t: TestApp, token: string) {
  const enrol = await t.call('POST', '/api/account/two-factor/enrol', { token });
  const secret = enrol.json.data.secret as string;
  const confirm = await t.call('POST', '/api/account/two-factor/confirm', {
    token,
    body: { code: codeAt(secret, t.clock.now()) },
  });
  if (confirm.status !== 200) throw new Error(`two-factor not on: ${confirm.text}`);
  return { secret, codes: confirm.json.data.codes as string[] };
}
