/**
 * Attempts at a secret (passwords, keys) under exponential back-off, per key. An attempt is
 * reserved before the secret is checked, in one synchronous step over every key concerned, so a
 * burst of concurrent guesses is judged no faster than one at a time: the requests past the free
 * attempts wait for the outcome of the ones in flight (refused with a Retry-After meanwhile).
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

/**
 * The seam callers use. Answers a promise so that an implementation shared by several server
 * instances (a database row per key, updated in one statement) fits without changing callers.
 */
export interface AttemptLimiter {
  reserve(keys: readonly AttemptKey[]): Promise<Reservation | Refusal>;
}

type Outcome = 'succeeded' | 'failed' | 'abandoned';

interface KeyState {
  policy: BackOffPolicy;
  failures: number;
  /** Attempts reserved and not yet decided. */
  pending: number;
  lastFailureAt: number;
  blockedUntil: number;
}

const MAX_KEYS = 10_000;

export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly states = new Map<string, KeyState>();

  constructor(
    private readonly now: () => number,
    private readonly onBackOff: (event: BackOffEvent) => void = () => {},
  ) {}

  /** Decided synchronously within the call: no other request can interleave. */
  reserve(keys: readonly AttemptKey[]): Promise<Reservation | Refusal> {
    const now = this.now();
    let waitMs = 0;
    for (const { policy, key } of keys) waitMs = Math.max(waitMs, this.waitFor(policy, key, now));
    if (waitMs > 0)
      return Promise.resolve({
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      });
    // Counted as each is fetched: a prune for the next key must not drop this one's new state.
    const states = keys.map(({ policy, key }) => {
      const state = this.stateOf(policy, key);
      state.pending++;
      return state;
    });
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return Promise.resolve();
      settled = true;
      keys.forEach(({ key }, i) => this.settle(key, states[i] as KeyState, outcome));
      return Promise.resolve();
    };
    return Promise.resolve({
      allowed: true,
      succeeded: () => settle('succeeded'),
      failed: () => settle('failed'),
      abandoned: () => settle('abandoned'),
    });
  }

  /** How long the key must wait before another attempt; 0 when one may start now. */
  private waitFor(policy: BackOffPolicy, key: string, now: number): number {
    const state = this.states.get(key);
    if (!state) return 0;
    if (state.pending === 0 && now - state.lastFailureAt >= policy.forgetAfterMs) {
      this.states.delete(key);
      return 0;
    }
    if (now < state.blockedUntil) return state.blockedUntil - now;
    // Past the free failures, one attempt at a time: its outcome decides the next wait.
    if (state.failures + state.pending < policy.freeFailures || state.pending === 0) return 0;
    return Math.max(1, delayAfter(policy, state.failures + state.pending));
  }

  private settle(key: string, state: KeyState, outcome: Outcome): void {
    const { policy } = state;
    state.pending--;
    if (outcome === 'succeeded' && policy.clearOnSuccess) {
      state.failures = 0;
      state.blockedUntil = 0;
    }
    if (outcome === 'failed') {
      const now = this.now();
      state.failures++;
      state.lastFailureAt = now;
      const delayMs = delayAfter(policy, state.failures);
      state.blockedUntil = delayMs > 0 ? now + delayMs : 0;
      if (state.failures === policy.freeFailures)
        this.onBackOff({ key, failures: state.failures, delayMs });
    }
    if (state.pending === 0 && state.failures === 0) this.states.delete(key);
  }

  private stateOf(policy: BackOffPolicy, key: string): KeyState {
    let state = this.states.get(key);
    if (!state) {
      if (this.states.size >= MAX_KEYS) this.prune();
      state = { policy, failures: 0, pending: 0, lastFailureAt: 0, blockedUntil: 0 };
      this.states.set(key, state);
    }
    return state;
  }

  /**
   * Drops the keys whose failures are forgotten; when that frees too little (a flood of keys), also
   * those not waiting now, so memory stays bounded at the cost of the flood's own back-off.
   */
  private prune(): void {
    const now = this.now();
    const idle = (state: KeyState) => state.pending === 0;
    for (const [key, state] of this.states)
      if (idle(state) && now - state.lastFailureAt >= state.policy.forgetAfterMs)
        this.states.delete(key);
    if (this.states.size < MAX_KEYS * 0.9) return;
    for (const [key, state] of this.states)
      if (idle(state) && now >= state.blockedUntil) this.states.delete(key);
  }
}

/** The wait after `failures` failures: none within the free ones, then doubling up to the cap. */
export function delayAfter(policy: BackOffPolicy, failures: number): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}
