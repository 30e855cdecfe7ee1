import { describe, expect, it } from 'vitest';
import { CACHE_TTL_DEFAULT_SECONDS } from './limits.js';
import { createMountInput, mountPathProblem, updateMountInput } from './mounts.js';

const valid = {
  name: 'Photos',
  storage_type: 'S3',
  storage_config_id: 'cfg1',
  mount_path: '/photos',
};
const problems = (body: unknown) => {
  const result = createMountInput.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('mount input', () => {
  it('fills the documented defaults', () => {
    expect(createMountInput.parse(valid)).toEqual({
      ...valid,
      remark: null,
      is_active: true,
      sort_order: 0,
      cache_ttl: CACHE_TTL_DEFAULT_SECONDS,
      web_proxy: false,
      webdav_policy: '302_redirect',
      enable_sign: false,
      sign_expires: 0,
    });
  });

  it('takes what clients send: 1/0 flags, numbers as strings, slashes tidied', () => {
    expect(
      createMountInput.parse({
        ...valid,
        mount_path: '/团队/docs/',
        is_active: 0,
        web_proxy: '1',
        cache_ttl: '60',
        sort_order: '-2',
      }),
    ).toMatchObject({
      mount_path: '/团队/docs',
      is_active: false,
      web_proxy: true,
      cache_ttl: 60,
      sort_order: -2,
    });
  });

  it('adds the leading slash a typed path left out', () => {
    expect(createMountInput.parse({ ...valid, mount_path: 'photos/2024' }).mount_path).toBe(
      '/photos/2024',
    );
    expect(updateMountInput.parse({ mount_path: ' team/ ' }).mount_path).toBe('/team');
  });

  it.each([
    [{ name: '' }, 'name: name is required'],
    [{ name: 'x'.repeat(51) }, 'name: name must be at most 50 characters'],
    [{ storage_type: '' }, 'storage_type: storage_type is required'],
    [{ storage_config_id: '' }, 'storage_config_id: storage_config_id is required'],
    [{ mount_path: '/' }, 'mount_path: mount_path cannot be the root /'],
    [
      { mount_path: '/a/../b' },
      'mount_path: mount_path may contain only letters, digits, _, -, Chinese characters and /',
    ],
    [
      { mount_path: '/my docs' },
      'mount_path: mount_path may contain only letters, digits, _, -, Chinese characters and /',
    ],
    [
      { mount_path: '/API/x' },
      'mount_path: mount_path cannot start with /api: it is reserved by the system',
    ],
    [{ cache_ttl: -1 }, 'cache_ttl: cache_ttl cannot be negative'],
    [{ cache_ttl: 86_401 }, 'cache_ttl: cache_ttl must be at most 86400 seconds'],
    [{ cache_ttl: 1.5 }, 'cache_ttl: cache_ttl must be a whole number of seconds'],
    [{ sort_order: 'first' }, 'sort_order: sort_order must be a number'],
    [
      { webdav_policy: 'redirect' },
      'webdav_policy: webdav_policy must be one of 302_redirect, native_proxy',
    ],
  ])('refuses %o', (change, message) => {
    expect(problems({ ...valid, ...change })).toEqual([message]);
  });

  it('updates any field, and refuses an empty update', () => {
    expect(updateMountInput.parse({ is_active: false, remark: '' })).toEqual({
      is_active: false,
      remark: null,
    });
    expect(updateMountInput.safeParse({}).success).toBe(false);
  });

  it('names the problem of a path', () => {
    expect(mountPathProblem('/webdav')).toMatchObject({ code: 'reserved', root: '/webdav' });
    expect(mountPathProblem('docs')).toMatchObject({ code: 'start' });
    expect(mountPathProblem('/data/photos_2024-old')).toBeNull();
  });
});
