/** Admin accounts: first-start bootstrap, login with rate limiting, sessions, password change. */
import type { ChangePasswordInput, LoginInput, LoginResult } from '@cloudpaste/contracts';
import { ErrorCode } from '@cloudpaste/contracts';
import { AppError, conflict, tooManyRequests, unauthorized } from '../errors.js';
import { hashPassword, keyedHash, randomToken, timingDummyHash, verifyPassword } from '../lib/crypto.js';
import { TtlCache } from '../lib/cache-registry.js';
import { newId } from '../lib/ids.js';
import { FailureLimiter } from '../lib/rate-limiter.js';
import type { Clock } from '../lib/time.js';
import type { AdminPrincipal } from '../policies/access.js';
import type { AdminRepository } from '../repositories/admin.repository.js';

const LOGIN_WINDOW_MS = 15 * 60_000;
/** How long verified session tokens are taken on trust (see AuthService.verified). */
const VERIFIED_SESSION_MS = 5_000;
/** How long a Basic pair that passed skips the slow password check (see AuthService.pairs). */
const VERIFIED_PAIR_MS = 60_000;

export interface AuthServiceOptions {
  admins: AdminRepository;
  secret: string;
  clock: Clock;
  sessionTtlMs: number;
}

export interface BootstrapResult {
  created: boolean;
  username?: string;
  generatedPassword?: string;
}

export class AuthService {
  /** 5 failures per client and username, 30 per client, in 15 minutes. */
  private readonly perUser = new FailureLimiter(5, LOGIN_WINDOW_MS);
  private readonly perClient = new FailureLimiter(30, LOGIN_WINDOW_MS);

  /**
   * Session tokens verified lately, for a few seconds: an authenticated request then costs neither
   * the token's HMAC nor a query. Logging out drops one here at once; another server instance
   * sharing the database may still accept a logged-out token for up to VERIFIED_SESSION_MS.
   */
  private readonly verified = new TtlCache<AdminPrincipal>(
    'verified admin sessions',
    VERIFIED_SESSION_MS,
    10_000,
    () => this.o.clock.now().getTime(),
  );

  /**
   * Username/password pairs sent with every request (WebDAV Basic) that passed, keyed by their
   * HMAC, with the stored password hash they passed against: a file manager's burst costs one slow
   * check, and the hash is read again on every request, so a password changed through any server
   * instance ends the pair at once.
   */
  private readonly pairs = new TtlCache<{ admin: AdminPrincipal; passwordHash: string }>(
    'verified Basic pairs',
    VERIFIED_PAIR_MS,
    10_000,
    () => this.o.clock.now().getTime(),
  );

  constructor(private readonly o: AuthServiceOptions) {}

  /** Creates the first admin when none exists; a missing password is generated, never defaulted. */
  async ensureInitialAdmin(username: string, password?: string): Promise<BootstrapResult> {
    if ((await this.o.admins.count()) > 0) return { created: false };
    const chosen = password ?? randomToken(12);
    const now = this.o.clock.now().toISOString();
    await this.o.admins.insert({
      id: newId(),
      username,
      password_hash: await hashPassword(chosen),
      created_at: now,
      updated_at: now,
    });
    return password ? { created: true, username } : { created: true, username, generatedPassword: chosen };
  }

  async login(input: LoginInput, client: string): Promise<LoginResult> {
    const admin = await this.checkPassword(input.username, input.password, client);
    const token = randomToken();
    const now = this.o.clock.now();
    const expiresAt = new Date(now.getTime() + this.o.sessionTtlMs).toISOString();
    await this.o.admins.insertSession({
      id: newId(),
      admin_id: admin.adminId,
      token_hash: this.hash(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
    });
    return { username: admin.username, token, expiresAt };
  }

  /**
   * The admin whose username and password these are (WebDAV's Basic auth, and login), under the
   * login rate limits: 429 when the client or username has failed too often, 401 when wrong.
   */
  async checkPassword(username: string, password: string, client: string): Promise<AdminPrincipal> {
    return (await this.verifiedPair(username, password, client)).admin;
  }

  /** checkPassword, answering also the stored hash the password was verified against. */
  private async verifiedPair(username: string, password: string, client: string) {
    const userKey = `${client}|${username.toLowerCase()}`;
    for (const decision of [this.perUser.check(userKey), this.perClient.check(client)]) {
      if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
    }
    const stored = await this.o.admins.findByUsername(username);
    const valid = await verifyPassword(password, stored?.password_hash ?? (await timingDummyHash()));
    if (!stored || !valid) {
      this.perUser.fail(userKey);
      this.perClient.fail(client);
      throw unauthorized('invalid username or password', ErrorCode.INVALID_CREDENTIALS);
    }
    this.perUser.reset(userKey);
    const admin: AdminPrincipal = { type: 'admin', adminId: stored.id, username: stored.username };
    return { admin, passwordHash: stored.password_hash };
  }

  /** 429 when this client has failed too often lately, with any kind of credential. */
  assertClientAllowed(client: string): void {
    const decision = this.perClient.check(client);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
  }

  /** Counts a wrong token or API key against the client's limit, as a wrong password is. */
  failedCredential(client: string): void {
    this.perClient.fail(client);
  }

  /** checkPassword for a pair sent with every request (WebDAV Basic), remembered once it passed. */
  async checkPasswordRemembered(
    username: string,
    password: string,
    client: string,
  ): Promise<AdminPrincipal> {
    const key = this.hash(`${username}\0${password}`);
    const known = this.pairs.get(key);
    if (known) {
      const stored = await this.o.admins.findByUsername(username);
      if (stored?.id === known.admin.adminId && stored.password_hash === known.passwordHash)
        return known.admin;
    }
    // Remembered with the very hash it passed against: a password changed since fails the
    // comparison above on the next request.
    const verified = await this.verifiedPair(username, password, client);
    this.pairs.set(key, verified);
    return verified.admin;
  }

  async logout(token: string): Promise<void> {
    this.verified.delete(`session:${token}`);
    await this.o.admins.deleteSessionByTokenHash(this.hash(token));
  }

  /** The admin behind a bearer token, or null when it is unknown or expired. */
  async authenticate(token: string): Promise<AdminPrincipal | null> {
    const known = this.verified.get(`session:${token}`);
    if (known) return known;
    const now = this.o.clock.now();
    const session = await this.o.admins.findSessionByTokenHash(this.hash(token));
    if (!session) return null;
    if (session.expires_at <= now.toISOString()) {
      await this.o.admins.deleteSessionByTokenHash(session.token_hash);
      return null;
    }
    const principal: AdminPrincipal = { type: 'admin', adminId: session.admin_id, username: session.username, expiresAt: session.expires_at };
    // Kept no longer than the session itself lasts.
    const lifeMs = Date.parse(session.expires_at) - now.getTime();
    this.verified.set(`session:${token}`, principal, Math.min(VERIFIED_SESSION_MS, lifeMs));
    return principal;
  }

  /** SPEC §5 rules; success revokes every session of the admin, this one included. */
  async changePassword(principal: AdminPrincipal, input: ChangePasswordInput): Promise<{ username: string }> {
    const admin = await this.o.admins.findById(principal.adminId);
    if (!admin) throw unauthorized();
    if (!(await verifyPassword(input.currentPassword, admin.password_hash))) {
      throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'current password is incorrect');
    }
    const username = input.newUsername ?? admin.username;
    if (username !== admin.username) {
      const taken = await this.o.admins.findByUsername(username);
      if (taken) throw conflict('username is already taken');
    }
    await this.o.admins.update(admin.id, {
      username,
      password_hash: input.newPassword ? await hashPassword(input.newPassword) : admin.password_hash,
      updated_at: this.o.clock.now().toISOString(),
    });
    this.verified.clear();
    this.pairs.clear();
    await this.o.admins.deleteSessionsOfAdmin(admin.id);
    return { username };
  }

  purgeExpiredSessions(): Promise<number> {
    return this.o.admins.deleteExpiredSessions(this.o.clock.now().toISOString());
  }

  private hash(token: string): string {
    return keyedHash(this.o.secret, `admin-session:${token}`);
  }
}
