import { ALL_PERMISSIONS, Permission } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { can, canAny, type ApiKeyPrincipal } from './access.js';

const key = (permissions: number): ApiKeyPrincipal => ({
  type: 'apikey',
  keyId: 'k',
  name: 'k',
  permissions,
  basicPath: '/',
  role: 'GENERAL',
  isGuest: false,
  expiresAt: null,
});

describe('can', () => {
  it('grants the bits of a mask of defined bits', () => {
    expect(can(key(Permission.TEXT | Permission.MOUNT_VIEW), Permission.MOUNT_VIEW)).toBe(true);
    expect(can(key(ALL_PERMISSIONS), Permission.WEBDAV_MANAGE)).toBe(true);
    expect(can(key(Permission.TEXT), Permission.FILE_SHARE)).toBe(false);
  });

  it('grants nothing from a stored mask past 32 bits, negative or holding unknown bits', () => {
    // Such rows can only predate the full check on writes; the low 32 bits must not decide.
    for (const mask of [
      2 ** 32 + 1,
      2 ** 32 + Permission.MOUNT_VIEW,
      2 ** 40 + 3,
      -1,
      Permission.TEXT | 4,
    ]) {
      expect(can(key(mask), Permission.TEXT), String(mask)).toBe(false);
      expect(can(key(mask), Permission.MOUNT_VIEW), String(mask)).toBe(false);
      expect(canAny(key(mask), ALL_PERMISSIONS), String(mask)).toBe(false);
    }
  });
});
