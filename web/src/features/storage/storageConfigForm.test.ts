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

const filled = (over: Partial<StorageFormValues> = {}): StorageFormValues => ({
  ...emptyStorageForm('Cloudflare R2'),
  name: 'R2',
  endpointUrl: 'https://acc.r2.cloudflarestorage.com',
  bucketName: 'files',
  accessKeyId: 'AKIA1234',
  secretAccessKey: 'secret',
  ...over,
});

describe('storage configuration form', () => {
  it('turns capacity with a unit into bytes, and empty or 0 into unlimited', () => {
    expect(toBody(filled({ capacity: '10', capacityUnit: 'GB' })).total_storage_bytes).toBe(
      10 * 1024 ** 3,
    );
    expect(toBody(filled({ capacity: '1.5', capacityUnit: 'TB' })).total_storage_bytes).toBe(
      1.5 * 1024 ** 4,
    );
    expect(toBody(filled({ capacity: '' })).total_storage_bytes).toBeNull();
    expect(toBody(filled({ capacity: '0' })).total_storage_bytes).toBeNull();
    expect(capacityOf(2 * 1024 ** 4)).toEqual({ capacity: '2', capacityUnit: 'TB' });
    expect(capacityOf(512 * 1024 ** 2)).toEqual({ capacity: '512', capacityUnit: 'MB' });
    expect(capacityOf(null)).toEqual({ capacity: '', capacityUnit: 'GB' });
  });

  it('leaves empty secrets out of the body, so an edit keeps the stored ones', () => {
    const body = toBody(filled({ accessKeyId: '', secretAccessKey: ' ' }));
    expect('access_key_id' in body).toBe(false);
    expect('secret_access_key' in body).toBe(false);
    expect(toBody(filled())).toMatchObject({
      access_key_id: 'AKIA1234',
      secret_access_key: 'secret',
      storage_type: 'S3',
      provider_type: 'Cloudflare R2',
    });
  });

  it('sends only what a local folder needs', () => {
    const body = toBody({ ...withProvider(filled(), 'Local'), bucketName: '/srv/files' });
    expect(body).toEqual({
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

  it('turns path style on for self-hosted servers when the provider is chosen', () => {
    expect(withProvider(filled(), 'Other S3 Compatible').pathStyle).toBe(true);
    expect(withProvider(filled({ pathStyle: true }), 'AWS S3').pathStyle).toBe(false);
  });

  it('asks for what each provider needs', () => {
    expect(validateStorageForm(filled(), { hasStoredCredentials: false })).toEqual({});
    expect(
      validateStorageForm(filled({ endpointUrl: '', accessKeyId: '', secretAccessKey: '' }), {
        hasStoredCredentials: false,
      }),
    ).toEqual({
      endpointUrl: 'form.errors.endpointRequired',
      accessKeyId: 'form.errors.accessKeyRequired',
      secretAccessKey: 'form.errors.secretRequired',
    });
    expect(
      validateStorageForm(filled({ accessKeyId: '', secretAccessKey: '' }), {
        hasStoredCredentials: true,
      }),
    ).toEqual({});
    expect(
      validateStorageForm(filled({ provider: 'AWS S3', endpointUrl: '' }), {
        hasStoredCredentials: false,
      }),
    ).toEqual({});
    expect(
      validateStorageForm(filled({ endpointUrl: 'ftp://x', customHost: 'cdn' }), {
        hasStoredCredentials: false,
      }),
    ).toEqual({
      endpointUrl: 'form.errors.urlInvalid',
      customHost: 'form.errors.urlInvalid',
    });
    expect(
      validateStorageForm({ ...emptyStorageForm('Local') }, { hasStoredCredentials: false }),
    ).toEqual({
      name: 'form.errors.nameRequired',
      bucketName: 'form.errors.directoryRequired',
    });
    const directory = (bucketName: string) =>
      validateStorageForm(
        { ...withProvider(filled(), 'Local'), bucketName },
        { hasStoredCredentials: false },
      ).bucketName;
    expect(directory('../elsewhere')).toBe('form.errors.directoryParent');
    expect(directory('/srv/../etc')).toBe('form.errors.directoryParent');
    expect(directory('storage//team')).toBe('form.errors.directoryNotNormalised');
    expect(directory('/srv/files/')).toBe('form.errors.directoryNotNormalised');
    expect(directory(' /srv/files ')).toBeUndefined();
    expect(directory('storage/team')).toBeUndefined();
    expect(
      validateStorageForm(filled({ capacity: '-1', signatureExpiresIn: '30' }), {
        hasStoredCredentials: false,
      }),
    ).toEqual({
      capacity: 'form.errors.capacityInvalid',
      signatureExpiresIn: 'form.errors.expiresInvalid',
    });
  });

  it('has a text for every error it can report, in both languages', () => {
    const keys = new Set<string>();
    const cases: [StorageFormValues, boolean][] = [
      [{ ...emptyStorageForm('Cloudflare R2'), signatureExpiresIn: 'x', capacity: '-1' }, false],
      [{ ...emptyStorageForm('Local') }, false],
      [{ ...withProvider(filled(), 'Local'), bucketName: '../x' }, false],
      [{ ...withProvider(filled(), 'Local'), bucketName: './x' }, false],
      [filled({ endpointUrl: 'nope', customHost: 'nope' }), false],
    ];
    for (const [values, stored] of cases)
      for (const key of Object.values(
        validateStorageForm(values, { hasStoredCredentials: stored }),
      ))
        keys.add(key!);
    expect(keys.size).toBe(11);
    for (const lng of ['en-US', 'zh-CN'])
      for (const key of keys)
        expect(i18n.exists(`storageConfig:${key}`, { lng }), `${lng} ${key}`).toBe(true);
  });

  it('starts an edit with empty secrets and the stored values', () => {
    const values = formFromConfig({
      id: 'c1',
      name: 'Ceph',
      storage_type: 'S3',
      provider_type: 'Other S3 Compatible',
      is_default: 1,
      is_public: 0,
      total_storage_bytes: 5 * 1024 ** 3,
      usage: { used_bytes: 0, file_count: 0 },
      endpoint_url: 'http://ceph:7480',
      bucket_name: 'b',
      region: null,
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
    });
    expect(values).toMatchObject({
      accessKeyId: '',
      secretAccessKey: '',
      pathStyle: true,
      capacity: '5',
      capacityUnit: 'GB',
      signatureExpiresIn: '900',
      defaultFolder: 'up/',
    });
  });

  it('finds the field a server message is about', () => {
    expect(fieldOfServerMessage('endpoint_url is required for Backblaze B2')).toBe('endpointUrl');
    expect(fieldOfServerMessage('bucket_name: a local storage directory must not …')).toBe(
      'bucketName',
    );
    expect(fieldOfServerMessage('Something else went wrong')).toBeUndefined();
  });
});
