/**
 * Who a WebDAV request is (docs/product/webdav.md, "Signing in"): HTTP Basic with an account's
 * username and password or one of its app passwords (docs/ACCOUNTS.md, "App passwords"), or with
 * an API key as both name and password; Bearer and ApiKey headers too. Every request is checked from its own credentials. A Basic pair that passed the slow
 * password check is remembered for a minute by AuthService (with the sessions, so a password change
 * forgets it), so a file manager's burst of requests costs one check. Wrong keys and passwords
 * count against the client's address, a Basic password also against its account there
 * (AuthService). A right key or token is never refused: it cannot be guessed, and refusing it would
 * let anyone at the address lock it out. A counted failure is a DavSignInError naming what was
 * tried, so the routes can record it (webdav.login.failure); a refusal while the address must wait
 * (429) is not one.
 */
import { ErrorCode } from '@cloudpaste/contracts';
import { AppError } from '../errors.js';
import type { Principal } from '../policies/access.js';
import type { ApiKeyService } from '../services/accounts/api-key.service.js';
import type { AppPasswordService } from '../services/accounts/app-password.service.js';
import type { AuthService } from '../services/accounts/auth.service.js';
import type { TwoFactorService } from '../services/accounts/two-factor.service.js';

export interface DavAuthDeps {
  auth: AuthService;
  apiKeys: ApiKeyService;
  appPasswords: AppPasswordService;
  twoFactor: Pick<TwoFactorService, 'status'>;
}

export class DavAuth {
  constructor(private readonly o: DavAuthDeps) {}

  /** The caller, or null when the request carries no credentials; 401 (or 429) when they are wrong. */
  async principal(authorization: string | undefined, client: string): Promise<Principal | null> {
    const header = authorization?.trim() ?? '';
    if (!header) return null;
    const [scheme = '', ...rest] = header.split(/\s+/);
    const value = rest.join(' ');
    const orFail = async (principal: Principal | null, user: string | null = null) => {
      if (principal) return principal;
      // 429 instead while the address must wait.
      await this.o.auth.failedCredential(client);
      throw new DavSignInError({ scheme, user });
    };
    // A session token is not counted: 256 random bits cannot be guessed (middleware/auth.ts).
    if (/^bearer$/i.test(scheme)) {
      const admin = await this.o.auth.authenticate(value);
      if (admin) return admin;
      throw new DavSignInError(null);
    }
    if (/^apikey$/i.test(scheme)) return orFail(await this.o.apiKeys.authenticate(value));
    if (!/^basic$/i.test(scheme)) return orFail(null);
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return orFail(null);
    const [user, password] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
    // An API key as both name and password: a fast lookup, never cached, so a revoked
    // key stops at once.
    if (user === password) {
      const key = await this.o.apiKeys.authenticate(user);
      if (key) return key;
    }
    // An app password: a fast lookup, never cached, so a revoked one stops at once. One that is
    // not (a password that merely looks like one) is checked as the account's password.
    if (this.o.appPasswords.isAppPassword(password)) {
      const app = await this.o.appPasswords.authenticate(user, password);
      if (app) return app;
    }
    return this.admin(user, password, client, scheme);
  }

  private async admin(user: string, password: string, client: string, scheme: string) {
    try {
      const account = await this.o.auth.checkPasswordRemembered(user, password, client);
      // A user who turned two-factor on gives WebDAV app passwords, not the password a code
      // guards (the admin's password keeps working for WebDAV: docs/ACCOUNTS.md).
      if (account.type === 'user' && (await this.o.twoFactor.status(account.userId)).enabled)
        throw new DavSignInError({ scheme, user });
      return account;
    } catch (error) {
      // A name equal to its password was a key tried: never recorded, it may be a near miss.
      const tried = { scheme, user: user === password ? null : user };
      if (error instanceof AppError && error.status === 401) throw new DavSignInError(tried);
      throw error;
    }
  }
}

/** Wrong credentials; `tried` is what a counted failure names (null: a session token, not counted). */
export class DavSignInError extends AppError<'auth.webdavCredentials'> {
  constructor(readonly tried: { scheme: string; user: string | null } | null) {
    super(401, ErrorCode.UNAUTHORIZED, 'auth.webdavCredentials');
  }
}
