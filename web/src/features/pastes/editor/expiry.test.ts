/** Expiry presets and custom durations become the right expiresAt, computed from submit time. */
import { describe, expect, it } from 'vitest';
import {
  computeExpiresAt,
  customExpiryHours,
  EXPIRY_PRESETS,
  MAX_CUSTOM_EXPIRY_HOURS,
} from './expiry';

const now = new Date('2024-05-01T12:00:00.000Z');

describe('computeExpiresAt', () => {
  it.each([
    ['1h', '2024-05-01T13:00:00.000Z'],
    ['1d', '2024-05-02T12:00:00.000Z'],
    ['7d', '2024-05-08T12:00:00.000Z'],
    ['30d', '2024-05-31T12:00:00.000Z'],
  ] as const)('preset %s expires at %s', (choice, expected) => {
    expect(computeExpiresAt(choice, '', 'days', now)).toEqual({ ok: true, expiresAt: expected });
  });

  it('sends null for never', () => {
    expect(computeExpiresAt('never', '', 'days', now)).toEqual({ ok: true, expiresAt: null });
  });

  it('multiplies a custom amount by its unit', () => {
    expect(computeExpiresAt('custom', '3', 'hours', now)).toEqual({
      ok: true,
      expiresAt: '2024-05-01T15:00:00.000Z',
    });
    expect(computeExpiresAt('custom', '2', 'weeks', now)).toEqual({
      ok: true,
      expiresAt: '2024-05-15T12:00:00.000Z',
    });
    expect(computeExpiresAt('custom', '1', 'months', now)).toEqual({
      ok: true,
      expiresAt: '2024-05-31T12:00:00.000Z',
    });
  });

  it('refuses a missing, fractional, zero or huge custom amount', () => {
    expect(computeExpiresAt('custom', ' ', 'days', now)).toEqual({
      ok: false,
      error: 'amountRequired',
    });
    expect(customExpiryHours('1.5', 'days')).toEqual({ ok: false, error: 'amountInvalid' });
    expect(customExpiryHours('0', 'days')).toEqual({ ok: false, error: 'amountInvalid' });
    expect(customExpiryHours('-2', 'days')).toEqual({ ok: false, error: 'amountInvalid' });
    expect(customExpiryHours(String(MAX_CUSTOM_EXPIRY_HOURS + 1), 'hours')).toEqual({
      ok: false,
      error: 'amountTooLarge',
    });
  });
});

describe('EXPIRY_PRESETS', () => {
  it('offers the presets in order under the option values the e2e specs use', () => {
    expect(EXPIRY_PRESETS).toEqual([
      { choice: '1h', hours: 1 },
      { choice: '1d', hours: 24 },
      { choice: '7d', hours: 168 },
      { choice: '30d', hours: 720 },
      { choice: 'never', hours: null },
    ]);
  });
});
