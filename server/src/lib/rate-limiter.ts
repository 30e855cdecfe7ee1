/**
 * Counts events per key in a sliding window: a call-rate limit (URL uploads). Password gates use
 * attempt-limiter.ts instead, which reserves an attempt before the check.
 */
export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  check(key: string): RateLimitDecision {
    const recent = this.recent(key);
    if (recent.length < this.maxFailures) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = recent[recent.length - this.maxFailures] ?? this.now();
    const retryAfterMs = oldest + this.windowMs - this.now();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  fail(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
    if (this.failures.size > 10_000) this.prune();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > cutoff);
  }

  private prune(): void {
    for (const key of this.failures.keys()) {
      const recent = this.recent(key);
      if (recent.length === 0) this.failures.delete(key);
      else this.failures.set(key, recent);
    }
  }
}
