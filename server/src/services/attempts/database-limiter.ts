/**
 * The attempt limiter of every server instance: its windows are rows of the shared database
 * (repositories/attempt-window.repository.ts), so a client's wrong secrets count the same whichever
 * instance answers them (docs/DEPLOY.md). The rules are lib/attempt-limiter.ts's.
 */
import {
  current,
  decided,
  forgottenAt,
  isBlank,
  reserved,
  retryAfterSeconds,
  waitFor,
  type AttemptKey,
  type AttemptLimiter,
  type AttemptState,
  type BackOffEvent,
  type Outcome,
  type Refusal,
  type Reservation,
} from '../../lib/attempt-limiter.js';
import type {
  AttemptWindowRepository,
  WindowWrite,
} from '../../repositories/attempt-window.repository.js';

export class DatabaseAttemptLimiter implements AttemptLimiter {
  constructor(
    private readonly windows: AttemptWindowRepository,
    private readonly now: () => number,
    private readonly onBackOff: (event: BackOffEvent) => void = () => {},
  ) {}

  /** Checks every key and reserves an attempt on all of them, or on none, in one transaction. */
  async reserve(keys: readonly AttemptKey[]): Promise<Reservation | Refusal> {
    const distinct = [...new Map(keys.map((k) => [k.key, k])).values()];
    const waitMs = await this.windows.change(
      distinct.map((k) => k.key),
      (states) => {
        const now = this.now();
        const standing = distinct.map((k) => current(k.policy, stateIn(states, k), now));
        const wait = Math.max(0, ...distinct.map((k, i) => waitFor(k.policy, standing[i]!, now)));
        const writes = new Map<string, WindowWrite>();
        distinct.forEach((k, i) => {
          const state = wait > 0 ? standing[i]! : reserved(standing[i]!, now);
          writes.set(k.key, rowFor(k, state));
        });
        return { writes, result: wait };
      },
    );
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: retryAfterSeconds(waitMs) };
    let settled = false;
    const settle = async (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      await this.settle(distinct, outcome);
    };
    return {
      allowed: true,
      succeeded: () => settle('succeeded'),
      failed: () => settle('failed'),
      abandoned: () => settle('abandoned'),
    };
  }

  /** Deletes the windows nothing is remembered in any more (a scheduled job). */
  sweep(): Promise<number> {
    return this.windows.sweep(this.now());
  }

  private async settle(keys: readonly AttemptKey[], outcome: Outcome): Promise<void> {
    const events = await this.windows.change(
      keys.map((k) => k.key),
      (states) => {
        const now = this.now();
        const writes = new Map<string, WindowWrite>();
        const started: BackOffEvent[] = [];
        for (const k of keys) {
          const next = decided(k.policy, current(k.policy, stateIn(states, k), now), outcome, now);
          writes.set(k.key, rowFor(k, next.state));
          if (next.backOff) started.push({ key: k.key, ...next.backOff });
        }
        return { writes, result: started };
      },
    );
    for (const event of events) this.onBackOff(event);
  }
}

function stateIn(states: Map<string, AttemptState>, key: AttemptKey): AttemptState {
  const state = states.get(key.key);
  if (!state) throw new Error(`attempt window ${key.key} was not locked`);
  return state;
}

function rowFor(key: AttemptKey, state: AttemptState): WindowWrite {
  return isBlank(state) ? null : { state, forgetAt: forgottenAt(key.policy, state) };
}
