/**
 * How many wrong secrets each gate allows before it slows down, and the keys attempts count
 * against. docs/API.md ("Password attempts") explains the policy; change both together.
 */
import ipaddr from 'ipaddr.js';
import type { AttemptKey, BackOffPolicy } from '../../lib/attempt-limiter.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

const backOff = (freeFailures: number, clearOnSuccess: boolean): BackOffPolicy => ({
  freeFailures,
  firstDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
  clearOnSuccess,
});

/** One admin account (by username) from one address: admin login and WebDAV Basic. */
export const ACCOUNT_AT_ADDRESS = backOff(5, true);
/** The current password of a password change, per admin and address. */
export const PASSWORD_CHANGE = backOff(5, true);
/** Every wrong admin password, session token or API key from one address. */
export const ADDRESS = backOff(20, false);
/** Sign-ups from one address (docs/ACCOUNTS.md): every one counts, so a script cannot fill the table. */
export const SIGN_UP = backOff(5, false);
/** One password-protected share (text or file) from one address. */
export const SHARE_AT_ADDRESS = backOff(10, true);

/**
 * The address attempts count against: an IPv6 client is counted by its /64, the block one
 * subscriber is usually given (it could otherwise change addresses at will).
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

export const accountKeys = (username: string, address: string): AttemptKey[] => [
  { policy: ACCOUNT_AT_ADDRESS, key: `account:${username.toLowerCase()}|${addressKey(address)}` },
  { policy: ADDRESS, key: `address:${addressKey(address)}` },
];

export const addressKeys = (address: string): AttemptKey[] => [
  { policy: ADDRESS, key: `address:${addressKey(address)}` },
];

export const passwordChangeKeys = (adminId: string, address: string): AttemptKey[] => [
  { policy: PASSWORD_CHANGE, key: `password-change:${adminId}|${addressKey(address)}` },
];

export const signUpKeys = (address: string): AttemptKey[] => [
  { policy: SIGN_UP, key: `sign-up:${addressKey(address)}` },
];

export const shareKeys = (shareId: string, address: string): AttemptKey[] => [
  { policy: SHARE_AT_ADDRESS, key: `share:${shareId}|${addressKey(address)}` },
];
