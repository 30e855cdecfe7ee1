/**
 * Attempts at a secret (passwords, keys) under exponential back-off, per key. An attempt is
 * reserved before the secret is checked, in one atomic step over every key concerned, so a burst
 * of concurrent guesses is judged no faster than one at a time: the requests past the free
 * attempts wait for the outcome of the ones in flight (refused with a Retry-After meanwhile).
 * The rules live here, pure; where the state lives (the database, shared by every server
 * instance) is services/attempts/database-limiter.ts.
 */

export interface BackOffPolicy {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The wait after the last free failure; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** After this long without a failure, a key's failures are forgotten. */
  forgetAfterMs: number;
  /**
   * Whether a success forgets the key's failures: yes for an account or share at one address,
   * never for a whole address (one account of one's own would wipe the guesses at others).
   */
  clearOnSuccess: boolean;
}

/** One key an attempt counts against, with the policy it is judged by. */
export interface AttemptKey {
  policy: BackOffPolicy;
  /** Unique across policies: a policy's name belongs in it. */
  key: string;
}

export interface Reservation {
  allowed: true;
  /** The secret was right: the reservation is released, and the keys that clear on success cleared. */
  succeeded(): Promise<void>;
  /** The secret was wrong: the attempt counts, and may start or lengthen a wait. */
  failed(): Promise<void>;
  /** Nothing was decided (the check itself broke): released without counting. */
  abandoned(): Promise<void>;
}

export interface Refusal {
  allowed: false;
  retryAfterSeconds: number;
}

/** What a key entered when its free failures ran out, for the admin's notice. */
export interface BackOffEvent {
  key: string;
  failures: number;
  delayMs: number;
}

/** The seam callers use (services/attempts/guard.ts). */
export interface AttemptLimiter {
  reserve(keys: readonly AttemptKey[]): Promise<Reservation | Refusal>;
}

export type Outcome = 'succeeded' | 'failed' | 'abandoned';

/** One key's attempts; times are epoch milliseconds. */
export interface AttemptState {
  failures: number;
  /** Attempts reserved and not yet decided. */
  pending: number;
  /**
   * Until when the pending attempts hold: a reservation whose process died before deciding it
   * stops counting then, instead of holding the key forever.
   */
  pendingUntil: number;
  lastFailureAt: number;
  blockedUntil: number;
}

/** Longer than any check of a secret takes; a reservation still undecided after it is void. */
export const PENDING_LEASE_MS = 60_000;

export const NO_ATTEMPTS: AttemptState = {
  failures: 0,
  pending: 0,
  pendingUntil: 0,
  lastFailureAt: 0,
  blockedUntil: 0,
};

/** The state as it stands at `now`: lapsed reservations void, failures forgotten after a quiet spell. */
export function current(policy: BackOffPolicy, state: AttemptState, now: number): AttemptState {
  const pending = now < state.pendingUntil ? state.pending : 0;
  if (pending === 0 && now - state.lastFailureAt >= policy.forgetAfterMs) return NO_ATTEMPTS;
  return { ...state, pending };
}

/** How long the key must wait before another attempt; 0 when one may start now. */
export function waitFor(policy: BackOffPolicy, state: AttemptState, now: number): number {
  if (now < state.blockedUntil) return state.blockedUntil - now;
  // Past the free failures, one attempt at a time: its outcome decides the next wait.
  if (state.failures + state.pending < policy.freeFailures || state.pending === 0) return 0;
  return Math.max(1, delayAfter(policy, state.failures + state.pending));
}

/** The state once an attempt is reserved at `now`. */
export function reserved(state: AttemptState, now: number): AttemptState {
  return { ...state, pending: state.pending + 1, pendingUntil: now + PENDING_LEASE_MS };
}

/**
 * The state once a reserved attempt is decided at `now`, and the back-off it started when its
 * failure was the last free one.
 */
export function decided(
  policy: BackOffPolicy,
  state: AttemptState,
  outcome: Outcome,
  now: number,
): { state: AttemptState; backOff?: Omit<BackOffEvent, 'key'> } {
  const next = { ...state, pending: Math.max(0, state.pending - 1) };
  if (outcome === 'succeeded' && policy.clearOnSuccess) {
    next.failures = 0;
    next.blockedUntil = 0;
  }
  if (outcome !== 'failed') return { state: next };
  next.failures++;
  next.lastFailureAt = now;
  const delayMs = delayAfter(policy, next.failures);
  next.blockedUntil = delayMs > 0 ? now + delayMs : 0;
  if (next.failures !== policy.freeFailures) return { state: next };
  return { state: next, backOff: { failures: next.failures, delayMs } };
}

/** Whether nothing is left to remember: the key's row may go. */
export function isBlank(state: AttemptState): boolean {
  return state.failures === 0 && state.pending === 0;
}

/** When the state stops mattering: no reservation, wait or failure is remembered after it. */
export function forgottenAt(policy: BackOffPolicy, state: AttemptState): number {
  return Math.max(
    state.pendingUntil,
    state.blockedUntil,
    state.failures > 0 ? state.lastFailureAt + policy.forgetAfterMs : 0,
  );
}

/** The wait after `failures` failures: none within the free ones, then doubling up to the cap. */
export function delayAfter(policy: BackOffPolicy, failures: number): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}

/** Seconds for a Retry-After header: at least one. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}
