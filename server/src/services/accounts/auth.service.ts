/**
 * Accounts (admins and users, docs/ACCOUNTS.md): first-start bootstrap, login with rate limiting,
 * sessions, password change. One code path for every role; accountPrincipal says what a row is.
 */
import type {
  ChangePasswordInput,
  LoginInput,
  LoginResult,
  SignInAlerts,
  TwoFactorChallenge,
  TwoFactorSignInInput,
} from '@cloudpaste/contracts';
import { ErrorCode } from '@cloudpaste/contracts';
import { AppError, conflict, unauthorized } from '../../errors.js';
import { hashPassword, randomToken, timingDummyHash, verifyPassword } from '../../lib/crypto.js';
import { TtlCache } from '../../lib/cache-registry.js';
import { newId } from '../../lib/ids.js';
import { SharedCalls } from '../../lib/shared-calls.js';
import type { AttemptLimiter } from '../../lib/attempt-limiter.js';
import type { Clock } from '../../lib/time.js';
import { accountIdOf, type AccountPrincipal } from '../../policies/access.js';
import type { AdminRepository } from '../../repositories/admin.repository.js';
import type { SessionRepository } from '../../repositories/session.repository.js';
import type { SignInFailureRepository } from '../../repositories/sign-in-failure.repository.js';
import {
  accountKeys,
  addressKey,
  addressKeys,
  countFailure,
  passwordChangeKeys,
  SignInWatch,
  underLimit,
} from '../attempts/index.js';
import { accountPrincipal, refuseInactive } from './account-principal.js';
import { sessionTokenHash } from './session.service.js';
import { challengeAccount, signChallenge, verifyChallenge } from './sign-in-challenge.js';
import type { CodeKind, TwoFactorService } from './two-factor.service.js';

/** How long a Basic pair that passed skips the slow password check (see AuthService.pairs). */
const VERIFIED_PAIR_MS = 60_000;
/** A session's last-seen time is written at most this often (docs/ACCOUNTS.md, "Sessions"). */
const LAST_SEEN_EVERY_MS = 60_000;

/** Where a sign-in comes from: the trusted client address and the User-Agent it sent. */
export interface SignInClient {
  address: string;
  userAgent: string | null;
}

export interface AuthServiceOptions {
  admins: AdminRepository;
  secret: string;
  clock: Clock;
  sessionTtlMs: number;
  /** Wrong passwords, tokens and keys slow their account and address down (attempts/policies.ts). */
  attempts: AttemptLimiter;
  /** Where failed sign-ins are counted for the dashboard, shared by every instance. */
  signInFailures: SignInFailureRepository;
  sessions: SessionRepository;
  twoFactor: TwoFactorService;
}

export interface BootstrapResult {
  created: boolean;
  username?: string;
  generatedPassword?: string;
}

export class AuthService {
  /** Failed and refused sign-ins, told to the admin on the dashboard. */
  private readonly watch: SignInWatch;

  /**
   * Username/password pairs sent with every request (WebDAV Basic) that passed, keyed by their
   * HMAC, with the stored password hash they passed against: a file manager's burst costs one slow
   * check, and the hash is read again on every request, so a password changed through any server
   * instance ends the pair at once.
   */
  private readonly pairs = new TtlCache<{ admin: AccountPrincipal; passwordHash: string }>(
    'verified Basic pairs',
    VERIFIED_PAIR_MS,
    10_000,
    () => this.o.clock.now().getTime(),
  );

  /**
   * Checks of one username and password from one address that are under way: a file manager opens
   * with a burst of requests carrying the same Basic pair before any has passed, and each would
   * otherwise take an attempt of its own and be refused past the free ones. One check answers them
   * all; a wrong pair sent many times at once is one guess.
   */
  private readonly checking = new SharedCalls<{ admin: AccountPrincipal; passwordHash: string }>();

  constructor(private readonly o: AuthServiceOptions) {
    this.watch = new SignInWatch(() => o.clock.now().getTime(), o.signInFailures);
  }

  /** Creates the first admin when none exists; a missing password is generated, never defaulted. */
  async ensureInitialAdmin(username: string, password?: string): Promise<BootstrapResult> {
    if ((await this.o.admins.count()) > 0) return { created: false };
    const chosen = password ?? randomToken(12);
    const now = this.o.clock.now().toISOString();
    // Instances of a cluster starting together all get here: one makes the admin, the others see it.
    const made = await this.o.admins.insertUnlessTaken({
      id: newId(),
      username,
      password_hash: await hashPassword(chosen),
      created_at: now,
      updated_at: now,
    });
    if (!made) return { created: false };
    return password
      ? { created: true, username }
      : { created: true, username, generatedPassword: chosen };
  }

  /**
   * A session for the right password; for an account with two-factor sign-in on, a challenge to
   * answer with a code instead (loginWithCode).
   */
  async login(input: LoginInput, client: SignInClient): Promise<LoginResult | TwoFactorChallenge> {
    const admin = await this.checkPassword(input.username, input.password, client.address);
    const row = await this.o.admins.findById(accountIdOf(admin));
    if (row?.totp_enabled_at) {
      const signed = signChallenge(this.o.secret, row.id, row.password_hash, this.nowMs());
      return { username: row.username, twoFactorRequired: true, ...signed };
    }
    return this.startSession(admin, client);
  }

  /**
   * The second step: a challenge from login and a code (authenticator or recovery). A wrong code
   * counts against the same per-account and per-address limits as a wrong password.
   */
  async loginWithCode(
    input: TwoFactorSignInInput,
    client: SignInClient,
  ): Promise<{ result: LoginResult; used: CodeKind }> {
    const expired = () =>
      new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'twoFactor.challengeInvalid');
    const id = challengeAccount(input.challenge, this.nowMs());
    const row = id ? await this.o.admins.findById(id) : undefined;
    if (!row || !verifyChallenge(this.o.secret, input.challenge, row.id, row.password_hash))
      throw expired();
    const used = await this.watched(
      client.address,
      underLimit(this.o.attempts, accountKeys(row.username, client.address), () =>
        this.o.twoFactor.accept(row, input.code),
      ),
    );
    if (!used) {
      await this.watch.record(addressKey(client.address));
      throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'twoFactor.codeWrong');
    }
    refuseInactive(row.status);
    return { result: await this.startSession(accountPrincipal(row.id, row), client), used };
  }

  /**
   * A session for an account whose identity was proved elsewhere (single sign-on), refused like a
   * password sign-in when the account is disabled or pending.
   */
  async openSession(accountId: string, client: SignInClient): Promise<LoginResult> {
    const row = await this.o.admins.findById(accountId);
    if (!row) throw unauthorized('http.unauthorized');
    refuseInactive(row.status);
    return this.startSession(accountPrincipal(row.id, row), client);
  }

  private async startSession(admin: AccountPrincipal, client: SignInClient): Promise<LoginResult> {
    const token = randomToken();
    const now = this.o.clock.now();
    const expiresAt = new Date(now.getTime() + this.o.sessionTtlMs).toISOString();
    await this.o.admins.insertSession({
      id: newId(),
      admin_id: accountIdOf(admin),
      token_hash: this.hash(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      user_agent: client.userAgent?.slice(0, 512) ?? null,
      address: client.address,
      last_seen_at: now.toISOString(),
    });
    return { username: admin.username, token, expiresAt, role: admin.type };
  }

  /**
   * The account whose username and password these are (WebDAV's Basic auth, and login), under the
   * login rate limits: 429 when the client or username has failed too often, 401 when wrong, 403
   * when right but the account is disabled or awaits approval.
   */
  async checkPassword(
    username: string,
    password: string,
    client: string,
  ): Promise<AccountPrincipal> {
    return (await this.verifiedPair(username, password, client)).admin;
  }

  /**
   * checkPassword, answering also the stored hash the password was verified against. The attempt
   * is reserved before the slow check, so concurrent guesses cannot all pass the limit first.
   */
  private verifiedPair(username: string, password: string, client: string) {
    const key = this.hash(`pair:${username}\0${password}\0${client}`);
    return this.checking.run(key, () => this.checkedPair(username, password, client));
  }

  private async checkedPair(username: string, password: string, client: string) {
    const verified = await this.watched(
      client,
      underLimit(this.o.attempts, accountKeys(username, client), async () => {
        const stored = await this.o.admins.findByUsername(username);
        const valid = await verifyPassword(
          password,
          stored?.password_hash ?? (await timingDummyHash()),
        );
        return stored && valid ? stored : undefined;
      }),
    );
    if (!verified) {
      await this.watch.record(addressKey(client));
      throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'auth.invalidCredentials');
    }
    refuseInactive(verified.status);
    return { admin: accountPrincipal(verified.id, verified), passwordHash: verified.password_hash };
  }

  /**
   * Counts a wrong session token or API key against the client's address, as a wrong password is;
   * 429 (rather than the caller's 401) while the address must wait.
   */
  async failedCredential(client: string): Promise<void> {
    await this.watch.record(addressKey(client));
    await countFailure(this.o.attempts, addressKeys(client));
  }

  /** Wrong and refused sign-ins lately, for the dashboard. */
  signInAlerts(): Promise<SignInAlerts> {
    return this.watch.summary();
  }

  /** `attempt`, with a refusal (429) recorded for the dashboard as a failed sign-in. */
  private async watched<T>(client: string, attempt: Promise<T>): Promise<T> {
    try {
      return await attempt;
    } catch (error) {
      if (error instanceof AppError && error.status === 429)
        await this.watch.record(addressKey(client));
      throw error;
    }
  }

  /** checkPassword for a pair sent with every request (WebDAV Basic), remembered once it passed. */
  async checkPasswordRemembered(
    username: string,
    password: string,
    client: string,
  ): Promise<AccountPrincipal> {
    const key = this.hash(`${username}\0${password}`);
    const known = this.pairs.get(key);
    if (known) {
      // The row read now says what the account is now: disabled, demoted or narrowed at once.
      const stored = await this.o.admins.findByUsername(username);
      if (
        stored?.id === accountIdOf(known.admin) &&
        stored.password_hash === known.passwordHash &&
        stored.status === 'active'
      )
        return accountPrincipal(stored.id, stored);
    }
    // Remembered with the very hash it passed against: a password changed since fails the
    // comparison above on the next request.
    const verified = await this.verifiedPair(username, password, client);
    this.pairs.set(key, verified);
    return verified.admin;
  }

  async logout(token: string): Promise<void> {
    await this.o.admins.deleteSessionByTokenHash(this.hash(token));
  }

  /**
   * The account behind a bearer token, or null when it is unknown, expired or no longer active.
   * The session row and its account are read on every request (one indexed read), never kept in
   * memory: a logout, password change or disabled account through any server instance ends the
   * session on every instance at once (docs/DEPLOY.md).
   */
  async authenticate(token: string): Promise<AccountPrincipal | null> {
    const now = this.o.clock.now();
    const session = await this.o.admins.findSessionByTokenHash(this.hash(token));
    if (!session) return null;
    if (session.expires_at <= now.toISOString()) {
      await this.o.admins.deleteSessionByTokenHash(session.token_hash);
      return null;
    }
    if (session.status !== 'active') return null;
    const stale = new Date(now.getTime() - LAST_SEEN_EVERY_MS).toISOString();
    if (!session.last_seen_at || session.last_seen_at < stale)
      await this.o.sessions.touch(session.id, now.toISOString(), stale);
    return accountPrincipal(session.admin_id, session, session.expires_at);
  }

  /**
   * Success revokes every session of the account, this one included. The current password is
   * limited per account and address like a login: a stolen session must not guess it freely.
   */
  async changePassword(
    principal: AccountPrincipal,
    input: ChangePasswordInput,
    client: string,
  ): Promise<{ username: string }> {
    const admin = await this.o.admins.findById(accountIdOf(principal));
    if (!admin) throw unauthorized('http.unauthorized');
    const verified = await this.watched(
      client,
      underLimit(this.o.attempts, passwordChangeKeys(admin.id, client), async () =>
        (await verifyPassword(input.currentPassword, admin.password_hash)) ? true : undefined,
      ),
    );
    if (!verified) {
      await this.watch.record(addressKey(client));
      throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'auth.currentPasswordWrong');
    }
    const username = input.newUsername ?? admin.username;
    if (username !== admin.username) {
      const taken = await this.o.admins.findByUsername(username);
      if (taken) throw conflict('auth.usernameTaken');
    }
    await this.o.admins.update(admin.id, {
      username,
      password_hash: input.newPassword
        ? await hashPassword(input.newPassword)
        : admin.password_hash,
      updated_at: this.o.clock.now().toISOString(),
    });
    this.pairs.clear();
    await this.o.admins.deleteSessionsOfAdmin(admin.id);
    return { username };
  }

  purgeExpiredSessions(): Promise<number> {
    return this.o.admins.deleteExpiredSessions(this.o.clock.now().toISOString());
  }

  private hash(token: string): string {
    return sessionTokenHash(this.o.secret, token);
  }

  private nowMs(): number {
    return this.o.clock.now().getTime();
  }
}
