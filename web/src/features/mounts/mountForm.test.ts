/** The mount form's checks: the contract's schema, its issues in words of the mounts namespace. */
import { LANGUAGES, type Mount } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { resources } from '../../i18n/allResources';
import type { StorageOption } from './api';
import { fieldOfServerMessage } from './mountErrors';
import {
  emptyMountForm,
  formFromMount,
  validateMountForm,
  type MountFormValues,
} from './mountForm';
import { offeredStorages, storageTypeOf } from './storageOptions';

const filled: MountFormValues = {
  ...emptyMountForm('c1'),
  name: 'Photos',
  mountPath: '/photos',
};

const errorsOf = (change: Partial<MountFormValues>) => {
  const result = validateMountForm({ ...filled, ...change }, 'S3');
  return result.ok ? {} : result.errors;
};

/** A key is usable when every language has it (or its plural forms). */
function hasKey(key: string): boolean {
  return LANGUAGES.every((lang) => {
    let node: unknown = resources[lang]?.mounts;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' && node.trim() !== '';
  });
}

describe('validateMountForm', () => {
  it('turns a filled form into the body the server takes, with the documented defaults', () => {
    expect(validateMountForm({ ...filled, cacheTtl: '', remark: '  ' }, 'S3')).toEqual({
      ok: true,
      body: {
        name: 'Photos',
        storage_type: 'S3',
        storage_config_id: 'c1',
        mount_path: '/photos',
        remark: null,
        is_active: true,
        sort_order: 0,
        cache_ttl: 300,
        web_proxy: false,
        webdav_policy: '302_redirect',
        enable_sign: false,
        sign_expires: 0,
      },
    });
  });

  it.each<[Partial<MountFormValues>, string, string, Record<string, unknown>?]>([
    [{ name: '  ' }, 'name', 'form.errors.nameRequired'],
    [{ name: 'x'.repeat(51) }, 'name', 'form.errors.nameTooLong', { max: 50 }],
    [{ mountPath: '' }, 'mountPath', 'form.errors.pathRequired'],
    [{ mountPath: `/${'a'.repeat(300)}` }, 'mountPath', 'form.errors.pathTooLong', { max: 255 }],
    [{ mountPath: '//' }, 'mountPath', 'form.errors.pathRoot'],
    [{ mountPath: '/WebDAV/x' }, 'mountPath', 'form.errors.pathReserved', { root: '/webdav' }],
    [{ mountPath: '/my photos' }, 'mountPath', 'form.errors.pathChars'],
    [{ mountPath: '/a/../b' }, 'mountPath', 'form.errors.pathChars'],
    [{ storageConfigId: '' }, 'storageConfigId', 'form.errors.storageRequired'],
    [{ remark: 'x'.repeat(501) }, 'remark', 'form.errors.remarkTooLong', { max: 500 }],
    [{ sortOrder: 'first' }, 'sortOrder', 'form.errors.sortOrderInvalid'],
    [{ sortOrder: '1.5' }, 'sortOrder', 'form.errors.sortOrderInvalid'],
    [{ sortOrder: '2000000' }, 'sortOrder', 'form.errors.sortOrderTooLarge', { max: 1_000_000 }],
    [{ sortOrder: '-2000000' }, 'sortOrder', 'form.errors.sortOrderTooSmall', { min: -1_000_000 }],
    [{ cacheTtl: '-1' }, 'cacheTtl', 'form.errors.secondsRange', { max: 86_400 }],
    [{ cacheTtl: '86401' }, 'cacheTtl', 'form.errors.secondsRange', { max: 86_400 }],
    [{ cacheTtl: '1e3' }, 'cacheTtl', 'form.errors.secondsRange', { max: 86_400 }],
    [{ signExpires: '40000000' }, 'signExpires', 'form.errors.signExpiresRange'],
  ])('refuses %o on %s with a translated message', (change, field, key, params) => {
    const error = (errorsOf(change) as Record<string, { key: string; params?: unknown }>)[field];
    expect(error?.key).toBe(key);
    if (params) expect(error?.params).toMatchObject(params);
    expect(hasKey(key)).toBe(true);
  });

  it('takes a path typed without its leading slash and sends it with one', () => {
    const result = validateMountForm({ ...filled, mountPath: 'photos/2024' }, 'S3');
    expect(result).toMatchObject({ ok: true, body: { mount_path: '/photos/2024' } });
  });

  it('asks for a storage configuration when none is chosen, once, on the select', () => {
    const result = validateMountForm({ ...filled, storageConfigId: '' }, undefined);
    expect(result).toEqual({
      ok: false,
      errors: { storageConfigId: { key: 'form.errors.storageRequired' } },
    });
  });

  it('fills the form from a stored mount and gives the same mount back', () => {
    const mount = {
      id: 'm1',
      name: 'Docs',
      storage_type: 'LOCAL',
      storage_config_id: 'l1',
      storage_config_name: 'Disk',
      mount_path: '/docs',
      remark: null,
      is_active: false,
      sort_order: -3,
      cache_ttl: 0,
      web_proxy: true,
      webdav_policy: 'native_proxy',
      enable_sign: true,
      sign_expires: 600,
    } as Mount;
    const result = validateMountForm(formFromMount(mount), 'LOCAL');
    expect(result.ok && result.body).toMatchObject({
      name: 'Docs',
      remark: null,
      is_active: false,
      sort_order: -3,
      cache_ttl: 0,
      web_proxy: true,
      webdav_policy: 'native_proxy',
      enable_sign: true,
      sign_expires: 600,
    });
  });
});

describe('server messages', () => {
  it.each([
    ['mount_path cannot start with /api: it is reserved by the system', 'mountPath'],
    ['storage_config_id: storage configuration not found', 'storageConfigId'],
    ['storage_type: the storage configuration is of type S3, not LOCAL', 'storageConfigId'],
    ['cache_ttl must be at most 86400 seconds', 'cacheTtl'],
    ['mount not found', undefined],
  ])('puts %j on %s', (message, field) => {
    expect(fieldOfServerMessage(message)).toBe(field);
  });
});

describe('storage options', () => {
  const options: StorageOption[] = [{ id: 'c1', name: 'Ceph', storage_type: 'S3', is_default: 1 }];
  const gone = {
    storage_config_id: 'x9',
    storage_config_name: 'Old',
    storage_type: 'LOCAL',
  } as Mount;

  it('derives the storage type from the chosen configuration', () => {
    expect(storageTypeOf('c1', options)).toBe('S3');
    expect(storageTypeOf('', options)).toBeUndefined();
    expect(storageTypeOf('zz', options)).toBeUndefined();
  });

  it('keeps offering the configuration of the mount being edited when it is no longer listed', () => {
    expect(offeredStorages(options, gone).map((o) => o.name)).toEqual(['Ceph', 'Old']);
    expect(storageTypeOf('x9', options, gone)).toBe('LOCAL');
    expect(offeredStorages(undefined)).toEqual([]);
  });
});
