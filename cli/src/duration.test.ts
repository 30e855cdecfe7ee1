import { describe, expect, it } from 'vitest';
import { expiresAtOf, expiresInHoursOf } from './duration.js';

const now = new Date('2026-11-29T12:00:00Z');

describe('--expires', () => {
  it('turns durations into a time for text shares and hours for files', () => {
    expect(expiresAtOf('30m', now)).toBe('2026-11-29T12:30:00.000Z');
    expect(expiresAtOf('2w', now)).toBe('2026-12-13T12:00:00.000Z');
    expect(expiresInHoursOf('1.5h', now)).toBe(1.5);
    expect(expiresInHoursOf('7d', now)).toBe(168);
  });

  it('takes an ISO time in the future, and never', () => {
    expect(expiresAtOf('2026-11-30T12:00:00Z', now)).toBe('2026-11-30T12:00:00.000Z');
    expect(expiresAtOf('never', now)).toBeNull();
    expect(expiresInHoursOf('never', now)).toBe(0);
    expect(expiresAtOf(undefined, now)).toBeNull();
  });

  it('refuses the past and anything else', () => {
    expect(() => expiresAtOf('2020-01-01', now)).toThrow('is in the past');
    expect(() => expiresAtOf('tomorrow', now)).toThrow('takes a duration');
    expect(() => expiresAtOf('5y', now)).toThrow('takes a duration');
  });
});
