/** Key expiry presets and custom days to expires_at. */
import { describe, expect, it } from 'vitest';
import {
  EXPIRY_CHOICES,
  MAX_CUSTOM_DAYS,
  computeExpiresAt,
  isExpired,
  parseCustomDays,
} from './expiry';

const now = new Date('2030-03-01T12:00:00.000Z');

describe('expiry presets', () => {
  it('offers 1, 7 and 30 days, never and custom', () => {
    expect(EXPIRY_CHOICES).toEqual(['1', '7', '30', 'never', 'custom']);
  });

  it('computes expires_at from a preset', () => {
    expect(computeExpiresAt('1', '', now)).toEqual({
      ok: true,
      expiresAt: '2030-03-02T12:00:00.000Z',
    });
    expect(computeExpiresAt('7', '', now)).toEqual({
      ok: true,
      expiresAt: '2030-03-08T12:00:00.000Z',
    });
    expect(computeExpiresAt('30', '', now)).toEqual({
      ok: true,
      expiresAt: '2030-03-31T12:00:00.000Z',
    });
  });

  it('sends null for never', () => {
    expect(computeExpiresAt('never', '5', now)).toEqual({ ok: true, expiresAt: null });
  });

  it('computes custom days', () => {
    expect(computeExpiresAt('custom', ' 3 ', now)).toEqual({
      ok: true,
      expiresAt: '2030-03-04T12:00:00.000Z',
    });
  });

  it('requires custom days and a positive whole number', () => {
    expect(computeExpiresAt('custom', '  ', now)).toEqual({
      ok: false,
      error: 'customDaysRequired',
    });
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', String(MAX_CUSTOM_DAYS + 1)]) {
      expect(parseCustomDays(bad)).toEqual({ ok: false, error: 'customDaysInvalid' });
    }
    expect(parseCustomDays(String(MAX_CUSTOM_DAYS))).toEqual({ ok: true, days: MAX_CUSTOM_DAYS });
  });
});

describe('isExpired', () => {
  it('treats null as never expiring and past times as expired', () => {
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired('2030-03-01T11:59:59Z', now)).toBe(true);
    expect(isExpired('2030-03-01T12:00:01Z', now)).toBe(false);
    expect(isExpired('not a date', now)).toBe(false);
  });
});
