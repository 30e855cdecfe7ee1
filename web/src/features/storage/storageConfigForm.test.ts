import type { StorageConfig } from '@cloudpaste/contracts';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  capacityOf,
  emptyStorageForm,
  fieldOfServerMessage,
  formFromConfig,
  toBody,
  validateStorageForm,
  withProvider,
  type StorageFormValues,
} from './storageConfigForm';
import { LOCAL_TYPE, S3_TYPE, STORAGE_TYPES, WEBDAV_TYPE } from '../../test/storageTypes';

const filled = (over: Partial<StorageFormValues> = {}): StorageFormValues => ({
  ...emptyStorageForm(STORAGE_TYPES),
  name: 'R2',
  settings: {
    ...emptyStorageForm(STORAGE_TYPES).settings,
    endpoint_url: 'https://acc.r2.cloudflarestorage.com',
    bucket_name: 'files',
    access_key_id: 'AKIA1234',
    secret_access_key: 'secret',
  },
  ...over,
});
const withSettings = (values: StorageFormValues, settings: Record<string, string | boolean>) => ({
  ...values,
  settings: { ...values.settings, ...settings },
});
const NONE = { secretsSet: new Set<string>() };
const validate = (values: StorageFormValues, context = NONE) =>
  Object.fromEntries(
    Object.entries(
      validateStorageForm(
        values,
        STORAGE_TYPES.find((d) => d.providers.some((p) => p.id === values.provider)),
        context,
      ),
    ).map(([field, problem]) => [field, problem?.key]),
  );

describe('storage configuration form', () => {
  it('starts with the first provider the server offers and its defaults', () => {
    expect(emptyStorageForm(STORAGE_TYPES)).toMatchObject({
      provider: 'Cloudflare R2',
      settings: { endpoint_url: '', bucket_name: '', path_style: false },
    });
    expect(emptyStorageForm([]).provider).toBe('');
  });

  it('turns capacity with a unit into bytes, and empty or 0 into unlimited', () => {
    const bytes = (over: Partial<StorageFormValues>) =>
      toBody(filled(over), S3_TYPE).total_storage_bytes;
    expect(bytes({ capacity: '10', capacityUnit: 'GB' })).toBe(10 * 1024 ** 3);
    expect(bytes({ capacity: '1.5', capacityUnit: 'TB' })).toBe(1.5 * 1024 ** 4);
    expect(bytes({ capacity: '' })).toBeNull();
    expect(bytes({ capacity: '0' })).toBeNull();
    expect(capacityOf(2 * 1024 ** 4)).toEqual({ capacity: '2', capacityUnit: 'TB' });
    expect(capacityOf(512 * 1024 ** 2)).toEqual({ capacity: '512', capacityUnit: 'MB' });
    expect(capacityOf(null)).toEqual({ capacity: '', capacityUnit: 'GB' });
  });

  it('sends settings flat under their apiField, and leaves empty secrets out', () => {
    const body = toBody(
      withSettings(filled(), { access_key_id: '', secret_access_key: ' ' }),
      S3_TYPE,
    );
    expect('access_key_id' in body).toBe(false);
    expect('secret_access_key' in body).toBe(false);
    expect('config' in body).toBe(false);
    expect(toBody(filled(), S3_TYPE)).toMatchObject({
      access_key_id: 'AKIA1234',
      secret_access_key: 'secret',
      endpoint_url: 'https://acc.r2.cloudflarestorage.com',
      path_style: false,
      storage_type: 'S3',
      provider_type: 'Cloudflare R2',
    });
  });

  it('sends only what a local folder needs, its directory in bucket_name', () => {
    const local = withSettings(withProvider(filled(), STORAGE_TYPES, 'Local'), {
      root: '/srv/files',
    });
    expect(toBody(local, LOCAL_TYPE)).toEqual({
      name: 'R2',
      provider_type: 'Local',
      storage_type: 'LOCAL',
      bucket_name: '/srv/files',
      default_folder: '',
      is_public: false,
      total_storage_bytes: null,
      signature_expires_in: 3600,
    });
  });

  it('sends the settings without an apiField in config', () => {
    const dav = withSettings(withProvider(filled(), STORAGE_TYPES, 'WebDAV'), {
      url: ' https://nas.lan/dav ',
      username: 'alice',
      password: 'pw',
    });
    expect(toBody(dav, WEBDAV_TYPE)).toMatchObject({
      storage_type: 'WEBDAV',
      provider_type: 'WebDAV',
      config: { url: 'https://nas.lan/dav', base_path: '', username: 'alice', password: 'pw' },
    });
    expect(
      toBody({ ...dav, settings: { ...dav.settings, password: '' } }, WEBDAV_TYPE).config,
    ).not.toHaveProperty('password');
  });

  it('keeps settings across providers of one driver, and starts anew on another driver', () => {
    const other = withProvider(filled(), STORAGE_TYPES, 'Other S3 Compatible');
    expect(other.settings).toMatchObject({ path_style: true, bucket_name: 'files' });
    expect(withProvider(other, STORAGE_TYPES, 'AWS S3').settings.path_style).toBe(false);
    expect(withProvider(other, STORAGE_TYPES, 'WebDAV').settings).toEqual({
      url: '',
      base_path: '',
      username: '',
      password: '',
    });
  });

  it('asks for what each provider needs', () => {
    expect(validate(filled())).toEqual({});
    expect(
      validate(
        withSettings(filled(), { endpoint_url: '', access_key_id: '', secret_access_key: '' }),
      ),
    ).toEqual({
      'setting.endpoint_url': 'form.errors.required',
      'setting.access_key_id': 'form.errors.required',
      'setting.secret_access_key': 'form.errors.required',
    });
    expect(
      validate(withSettings(filled(), { access_key_id: '', secret_access_key: '' }), {
        secretsSet: new Set(['access_key_id', 'secret_access_key']),
      }),
    ).toEqual({});
    expect(validate(withSettings(filled({ provider: 'AWS S3' }), { endpoint_url: '' }))).toEqual(
      {},
    );
    expect(
      validate(withSettings(filled(), { endpoint_url: 'ftp://x', custom_host: 'cdn' })),
    ).toEqual({
      'setting.endpoint_url': 'form.errors.urlInvalid',
      'setting.custom_host': 'form.errors.urlInvalid',
    });
    expect(validate(withProvider(emptyStorageForm(STORAGE_TYPES), STORAGE_TYPES, 'Local'))).toEqual(
      { name: 'form.errors.nameRequired', 'setting.root': 'form.errors.required' },
    );
    expect(validate(filled({ provider: 'Gone' }))).toEqual({
      provider: 'form.errors.providerRequired',
    });
    const directory = (root: string) =>
      validate(withSettings(withProvider(filled(), STORAGE_TYPES, 'Local'), { root }))[
        'setting.root'
      ];
    expect(directory('../elsewhere')).toBe('form.errors.directoryParent');
    expect(directory('/srv/../etc')).toBe('form.errors.directoryParent');
    expect(directory('storage//team')).toBe('form.errors.directoryNotNormalised');
    expect(directory('/srv/files/')).toBe('form.errors.directoryNotNormalised');
    expect(directory(' /srv/files ')).toBeUndefined();
    expect(directory('storage/team')).toBeUndefined();
    expect(validate(filled({ capacity: '-1', signatureExpiresIn: '30' }))).toEqual({
      capacity: 'form.errors.capacityInvalid',
      signatureExpiresIn: 'form.errors.expiresInvalid',
    });
  });

  it('has a text for every error it can report, in both languages', () => {
    const keys = new Set<string>();
    const cases: StorageFormValues[] = [
      { ...emptyStorageForm(STORAGE_TYPES), signatureExpiresIn: 'x', capacity: '-1' },
      filled({ provider: 'Gone' }),
      withSettings(withProvider(filled(), STORAGE_TYPES, 'Local'), { root: '../x' }),
      withSettings(withProvider(filled(), STORAGE_TYPES, 'Local'), { root: './x' }),
      withSettings(filled(), { endpoint_url: 'nope' }),
    ];
    for (const values of cases)
      for (const key of Object.values(validate(values))) keys.add(key ?? '');
    expect(keys.size).toBe(8);
    for (const lng of ['en-US', 'zh-CN'])
      for (const key of keys)
        expect(i18n.exists(`storageConfig:${key}`, { lng }), `${lng} ${key}`).toBe(true);
  });

  it('starts an edit with empty secrets and the stored values, from config or the flat fields', () => {
    const stored: StorageConfig = {
      id: 'c1',
      name: 'Ceph',
      storage_type: 'S3',
      config: { endpoint_url: 'http://ceph:7480', bucket_name: 'b', path_style: true },
      secrets_set: ['access_key_id', 'secret_access_key'],
      provider_type: 'Other S3 Compatible',
      is_default: 1,
      is_public: 0,
      total_storage_bytes: 5 * 1024 ** 3,
      usage: { used_bytes: 0, file_count: 0 },
      endpoint_url: 'http://ceph:7480',
      bucket_name: 'b',
      region: 'eu-1',
      access_key_id: 'AKIA****MPLE',
      has_secret: true,
      path_style: 1,
      default_folder: 'up/',
      custom_host: null,
      signature_expires_in: 900,
      created_by: 'admin',
      created_at: '',
      updated_at: '',
      last_used: null,
    };
    expect(formFromConfig(stored, STORAGE_TYPES)).toMatchObject({
      settings: {
        endpoint_url: 'http://ceph:7480',
        bucket_name: 'b',
        region: 'eu-1',
        access_key_id: '',
        secret_access_key: '',
        custom_host: '',
        path_style: true,
      },
      capacity: '5',
      capacityUnit: 'GB',
      signatureExpiresIn: '900',
      defaultFolder: 'up/',
    });
  });

  it('finds the field a server message is about, by its apiField or key', () => {
    expect(fieldOfServerMessage('endpoint_url is required for Backblaze B2', S3_TYPE)).toBe(
      'setting.endpoint_url',
    );
    expect(fieldOfServerMessage('bucket_name: a local storage directory must …', LOCAL_TYPE)).toBe(
      'setting.root',
    );
    expect(fieldOfServerMessage('base_path must not have . or .. parts', WEBDAV_TYPE)).toBe(
      'setting.base_path',
    );
    expect(fieldOfServerMessage('default_folder must use / as separator', WEBDAV_TYPE)).toBe(
      'defaultFolder',
    );
    expect(fieldOfServerMessage('Something else went wrong', S3_TYPE)).toBeUndefined();
  });
});
