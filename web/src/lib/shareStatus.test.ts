/** Status of a text or file share in a management list, and the views it has left. */
import { describe, expect, it } from 'vitest';
import { isPastExpiry, isUsedUp, shareStatus, viewsLeft } from './shareStatus';

const now = new Date('2030-03-01T12:00:00.000Z');
const base = { expiresAt: null, views: 0, maxViews: 0, isExpired: false };

describe('shareStatus', () => {
  it('is active without expiry or limit', () => {
    expect(shareStatus(base, now)).toBe('active');
    expect(
      shareStatus({ ...base, expiresAt: '2030-03-01T12:00:01.000Z', views: 4, maxViews: 5 }, now),
    ).toBe('active');
  });

  it('is expired once the expiry time has passed, the exact instant included', () => {
    expect(shareStatus({ ...base, expiresAt: '2030-03-01T11:59:59.000Z' }, now)).toBe('expired');
    expect(shareStatus({ ...base, expiresAt: '2030-03-01T12:00:00.000Z' }, now)).toBe('expired');
  });

  it('is used up when the views reach a positive limit', () => {
    expect(shareStatus({ ...base, views: 3, maxViews: 3 }, now)).toBe('usedUp');
    expect(shareStatus({ ...base, views: 9, maxViews: 0 }, now)).toBe('active');
  });

  it('prefers expired when both apply, and trusts the server flag', () => {
    expect(
      shareStatus({ ...base, expiresAt: '2020-01-01T00:00:00Z', views: 3, maxViews: 3 }, now),
    ).toBe('expired');
    expect(shareStatus({ ...base, isExpired: true }, now)).toBe('expired');
  });
});

describe('expiry and limits', () => {
  it('ignores a missing or unparsable expiry time', () => {
    expect(isPastExpiry(null, now)).toBe(false);
    expect(isPastExpiry('not a date', now)).toBe(false);
  });

  it('treats 0 as unlimited', () => {
    expect(isUsedUp(100, 0)).toBe(false);
    expect(isUsedUp(2, 2)).toBe(true);
    expect(viewsLeft(100, 0)).toBeNull();
  });

  it('counts views left down to zero, never below', () => {
    expect(viewsLeft(0, 2)).toBe(2);
    expect(viewsLeft(1, 2)).toBe(1);
    expect(viewsLeft(5, 2)).toBe(0);
  });
});
