/** Key form validation and the create/update bodies it builds. */
import { Permission, type ApiKey } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  emptyKeyForm,
  keyFormFromApiKey,
  validateCreateKey,
  validateUpdateKey,
  type KeyFormValues,
} from './keyForm';

const now = new Date('2030-03-01T12:00:00.000Z');
// The contracts schema checks expires_at against the real clock, so the clock is pinned too.
beforeEach(() => vi.useFakeTimers({ now }));
afterEach(() => vi.useRealTimers());

function form(over: Partial<KeyFormValues>): KeyFormValues {
  return { ...emptyKeyForm(), name: 'ci', ...over };
}

describe('validateCreateKey', () => {
  it('builds the create body with defaults', () => {
    const result = validateCreateKey(form({ name: '  ci  ', permissions: Permission.TEXT }), now);
    expect(result).toEqual({
      ok: true,
      payload: {
        name: 'ci',
        permissions: 1,
        basic_path: '/',
        is_guest: 0,
        expires_at: '2030-03-31T12:00:00.000Z',
      },
    });
  });

  it('sends the custom key, guest flag and never', () => {
    const result = validateCreateKey(
      form({
        keySource: 'custom',
        customKey: ' my-key_1.ci-deploy ',
        isGuest: true,
        expiry: 'never',
        basicPath: '/docs',
      }),
      now,
    );
    expect(result.ok && result.payload).toMatchObject({
      custom_key: 'my-key_1.ci-deploy',
      is_guest: 1,
      expires_at: null,
      basic_path: '/docs',
    });
  });

  it('ignores a custom key typed before switching back to random', () => {
    const result = validateCreateKey(form({ keySource: 'random', customKey: 'bad key!' }), now);
    expect(result.ok && result.payload.custom_key).toBeUndefined();
  });

  it('requires a name', () => {
    const result = validateCreateKey(form({ name: '   ' }), now);
    expect(result).toEqual({ ok: false, errors: { name: { key: 'keys.errors.nameRequired' } } });
  });

  it('requires a custom key when custom is chosen, and checks its strength', () => {
    const custom = (customKey: string) => {
      const result = validateCreateKey(form({ keySource: 'custom', customKey }), now);
      return !result.ok && result.errors.customKey;
    };
    expect(custom(' ')).toEqual({ key: 'keys.errors.customKeyRequired' });
    expect(custom('a')).toEqual({ key: 'keys.errors.customKeyTooShort', params: { min: 16 } });
    expect(custom('has space, long enough')).toEqual({ key: 'keys.errors.customKeyPattern' });
    for (const weak of ['aaaaaaaaaaaaaaaa', 'abcdabcdabcdabcd', 'abcdefghijklmnop']) {
      expect(custom(weak)).toEqual({
        key: 'keys.errors.customKeyGuessable',
        params: { distinct: 8 },
      });
    }
    expect(custom('Vq3.x_9-Lm2Zr8Tb')).toBe(false);
    const long = validateCreateKey(form({ keySource: 'custom', customKey: 'a'.repeat(129) }), now);
    expect(!long.ok && long.errors.customKey).toEqual({
      key: 'keys.errors.customKeyTooLong',
      params: { max: 128 },
    });
  });

  it('requires valid custom days', () => {
    const missing = validateCreateKey(form({ expiry: 'custom', customDays: '' }), now);
    expect(!missing.ok && missing.errors.customDays).toEqual({
      key: 'keys.errors.customDaysRequired',
    });
    const bad = validateCreateKey(form({ expiry: 'custom', customDays: '-2' }), now);
    expect(!bad.ok && bad.errors.customDays).toEqual({ key: 'keys.errors.customDaysInvalid' });
  });

  it('rejects a base path that escapes', () => {
    const result = validateCreateKey(form({ basicPath: '/a/../b' }), now);
    expect(!result.ok && result.errors.basicPath).toEqual({ key: 'keys.errors.basicPathInvalid' });
  });
});

const key: ApiKey = {
  id: 'k1',
  name: 'old',
  key_masked: 'abcd****wxyz',
  permissions: Permission.FILE_SHARE,
  role: 'GENERAL',
  basic_path: '/share',
  is_guest: 1,
  created_at: '2030-01-01T00:00:00Z',
  expires_at: '2030-06-01T00:00:00Z',
  last_used: null,
  owner_id: null,
  owner_name: null,
};

describe('validateUpdateKey', () => {
  it('starts from the key and leaves expiry alone by default', () => {
    const values = keyFormFromApiKey(key);
    expect(values).toMatchObject({
      name: 'old',
      permissions: 2,
      basicPath: '/share',
      isGuest: true,
      expiry: 'keep',
    });
    const result = validateUpdateKey(values, now);
    expect(result).toEqual({
      ok: true,
      payload: { name: 'old', permissions: 2, basic_path: '/share', is_guest: 1 },
    });
  });

  it('sends a new expiry when one is picked', () => {
    const result = validateUpdateKey({ ...keyFormFromApiKey(key), expiry: '7' }, now);
    expect(result.ok && result.payload.expires_at).toBe('2030-03-08T12:00:00.000Z');
    const never = validateUpdateKey({ ...keyFormFromApiKey(key), expiry: 'never' }, now);
    expect(never.ok && never.payload.expires_at).toBeNull();
  });

  it('requires a name', () => {
    const result = validateUpdateKey({ ...keyFormFromApiKey(key), name: '' }, now);
    expect(!result.ok && result.errors.name).toEqual({ key: 'keys.errors.nameRequired' });
  });
});
