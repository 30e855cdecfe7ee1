/**
 * Every account's sessions and two-factor sign-in (docs/ACCOUNTS.md, "Sessions" and "Two-factor
 * sign-in"; docs/API.md, "Account security").
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './limits.js';

/** Digits of a TOTP code (RFC 6238, SHA-1, 30 s steps). */
export const TOTP_DIGITS = 6;
/** How many recovery codes an enrolment or a regeneration makes. */
export const RECOVERY_CODE_COUNT = 10;

/** A code from the authenticator app, or a recovery code (spaces and dashes ignored). */
const code = z
  .string({ error: 'code is required' })
  .trim()
  .min(1, 'code is required')
  .max(64, 'code is too long');

/** `POST /api/account/two-factor/confirm`: the first code proves the app holds the secret. */
export const twoFactorConfirmInput = z.object({ code });
export type TwoFactorConfirmInput = z.infer<typeof twoFactorConfirmInput>;

/** Turning two-factor off or making new recovery codes: the password or a current code. */
export const twoFactorProofInput = z
  .object({
    password: z.string().max(PASSWORD_MAX_LENGTH, 'password is too long').optional(),
    code: code.optional(),
  })
  .refine((v) => Boolean(v.password) || Boolean(v.code), {
    message: 'password or code is required',
    path: ['password'],
  });
export type TwoFactorProofInput = z.infer<typeof twoFactorProofInput>;

/** `POST /api/admin/login/two-factor`: the second step of a sign-in. */
export const twoFactorSignInInput = z.object({
  challenge: z.string({ error: 'challenge is required' }).min(1).max(1024),
  code,
});
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInInput>;

/**
 * The login answer for an account with two-factor sign-in on: no session yet, a short-lived
 * signed challenge to send back with a code. Accounts without it get LoginResult, as before.
 */
export interface TwoFactorChallenge {
  username: string;
  twoFactorRequired: true;
  challenge: string;
  expiresAt: string;
}

/** One signed-in session of an account. */
export interface SessionInfo {
  id: string;
  /** Browser and operating system read from the User-Agent; null when not recognised. */
  browser: string | null;
  os: string | null;
  /** The trusted client address it signed in from. */
  address: string | null;
  created_at: string;
  /** Updated at most once a minute. */
  last_seen_at: string | null;
  expires_at: string;
  /** The session of the request that asked. */
  current: boolean;
}

/** `GET /api/account/two-factor`. */
export interface TwoFactorStatus {
  enabled: boolean;
  recovery_codes_left: number;
}

/** `POST /api/account/two-factor/enrol`: shown while enrolling, never again once it is on. */
export interface TwoFactorEnrolment {
  secret: string;
  /** otpauth:// URI the QR code carries. */
  uri: string;
}

/** New recovery codes: shown once. */
export interface RecoveryCodes {
  codes: string[];
}
