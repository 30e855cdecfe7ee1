/**
 * Two-factor sign-in with TOTP (docs/ACCOUNTS.md, "Two-factor sign-in"): enrolment confirmed by a
 * first code, recovery codes shown once and stored as keyed hashes, a code accepted once per time
 * step, and turning it off with the password or a code. Every wrong code or password counts
 * against the attempt limits in the database, as a wrong password does.
 */
import type {
  RecoveryCodes,
  TwoFactorEnrolment,
  TwoFactorProofInput,
  TwoFactorStatus,
} from '@cloudpaste/contracts';
import { ErrorCode } from '@cloudpaste/contracts';
import type { AdminRow } from '../../db/types.js';
import { AppError, conflict, notFound, unauthorized } from '../../errors.js';
import type { AttemptLimiter } from '../../lib/attempt-limiter.js';
import { verifyPassword } from '../../lib/crypto.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { Clock } from '../../lib/time.js';
import type { AdminRepository } from '../../repositories/admin.repository.js';
import type { TwoFactorRepository } from '../../repositories/two-factor.repository.js';
import { passwordChangeKeys, underLimit } from '../attempts/index.js';
import { isTotpCode, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep } from './totp.js';

export interface TwoFactorServiceOptions {
  admins: AdminRepository;
  twoFactor: TwoFactorRepository;
  box: SecretBox;
  secret: string;
  clock: Clock;
  attempts: AttemptLimiter;
}

/** How a code was accepted: from the authenticator app, or one of the recovery codes. */
export type CodeKind = 'totp' | 'recovery';

const sealContext = (accountId: string) => `totp-secret:${accountId}`;
const wrongCode = () => new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'twoFactor.codeWrong');

export class TwoFactorService {
  constructor(private readonly o: TwoFactorServiceOptions) {}

  async status(accountId: string): Promise<TwoFactorStatus> {
    const row = await this.row(accountId);
    return {
      enabled: row.totp_enabled_at !== null,
      recovery_codes_left: row.totp_enabled_at ? hashesOf(row).length : 0,
    };
  }

  /** A new secret awaiting its first code: the only time it is ever answered. */
  async enrol(accountId: string): Promise<TwoFactorEnrolment> {
    const row = await this.row(accountId);
    const made = newTotpSecret(row.username);
    const sealed = this.o.box.seal(made.secret, sealContext(accountId));
    if (!(await this.o.twoFactor.setPendingSecret(accountId, sealed)))
      throw conflict('twoFactor.alreadyOn');
    return made;
  }

  /** Turns it on when `code` fits the waiting secret; answers the recovery codes, once. */
  async confirm(accountId: string, code: string, client: string): Promise<RecoveryCodes> {
    const row = await this.row(accountId);
    if (row.totp_enabled_at) throw conflict('twoFactor.alreadyOn');
    const sealed = row.totp_secret;
    if (!sealed) throw conflict('twoFactor.notEnrolling');
    const secret = this.o.box.open(sealed, sealContext(accountId));
    const step = await underLimit(this.o.attempts, passwordChangeKeys(accountId, client), () =>
      Promise.resolve(totpStep(secret, code, this.now()) ?? undefined),
    );
    if (step === undefined) throw wrongCode();
    const codes = newRecoveryCodes();
    const at = this.o.clock.now().toISOString();
    if (!(await this.o.twoFactor.enable(accountId, sealed, at, step, this.hashes(codes))))
      throw conflict('twoFactor.notEnrolling');
    return { codes };
  }

  /** Turns it off after the password or a code. */
  async disable(accountId: string, proof: TwoFactorProofInput, client: string): Promise<void> {
    await this.proved(accountId, proof, client);
    await this.o.twoFactor.disable(accountId);
  }

  /** New recovery codes in place of the old ones, after the password or a code. */
  async regenerate(
    accountId: string,
    proof: TwoFactorProofInput,
    client: string,
  ): Promise<RecoveryCodes> {
    await this.proved(accountId, proof, client);
    const codes = newRecoveryCodes();
    // Read again: a recovery code given as the proof was taken from the list meanwhile.
    const now = await this.row(accountId);
    if (!(await this.o.twoFactor.swapRecovery(accountId, now.totp_recovery, this.hashes(codes))))
      throw conflict('twoFactor.notOn');
    return { codes };
  }

  /** The admin turns a user's two-factor sign-in off (a lost phone): false when it was not on. */
  async adminDisable(accountId: string): Promise<boolean> {
    if (!(await this.o.admins.findById(accountId))) throw notFound('user.notFound');
    return this.o.twoFactor.disable(accountId);
  }

  /**
   * Accepts `code` for an account with two-factor on, once: an authenticator code of a time step
   * not used yet, or an unused recovery code (taken away). Undefined when neither.
   */
  async accept(row: AdminRow, code: string): Promise<CodeKind | undefined> {
    if (!row.totp_enabled_at || !row.totp_secret) return undefined;
    if (isTotpCode(code)) {
      const secret = this.o.box.open(row.totp_secret, sealContext(row.id));
      const step = totpStep(secret, code, this.now());
      return step !== null && (await this.o.twoFactor.useStep(row.id, step)) ? 'totp' : undefined;
    }
    const hash = recoveryCodeHash(this.o.secret, code);
    const left = hashesOf(row);
    if (!left.includes(hash)) return undefined;
    const after = left.filter((h) => h !== hash);
    return (await this.o.twoFactor.swapRecovery(row.id, row.totp_recovery, after))
      ? 'recovery'
      : undefined;
  }

  /** The row, once the password or a code (under the password-change limits) proved the person. */
  private async proved(
    accountId: string,
    proof: TwoFactorProofInput,
    client: string,
  ): Promise<AdminRow> {
    const row = await this.row(accountId);
    if (!row.totp_enabled_at) throw conflict('twoFactor.notOn');
    const passed = await underLimit(
      this.o.attempts,
      passwordChangeKeys(accountId, client),
      async () => {
        if (proof.password)
          return (await verifyPassword(proof.password, row.password_hash)) || undefined;
        return proof.code ? await this.accept(row, proof.code) : undefined;
      },
    );
    if (!passed) throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'twoFactor.proofWrong');
    return row;
  }

  private async row(accountId: string): Promise<AdminRow> {
    const row = await this.o.admins.findById(accountId);
    if (!row) throw unauthorized('http.unauthorized');
    return row;
  }

  private hashes(codes: readonly string[]): string[] {
    return codes.map((code) => recoveryCodeHash(this.o.secret, code));
  }

  private now(): number {
    return this.o.clock.now().getTime();
  }
}

function hashesOf(row: AdminRow): string[] {
  try {
    const parsed: unknown = JSON.parse(row.totp_recovery ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}
