import { storageTypesResponse } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import {
  definitionOfProvider,
  describeDrivers,
  DRIVER_DEFINITIONS,
  findDriverDefinition,
} from './registry.js';

describe('storage driver definitions', () => {
  it('gives every driver a distinct upper-case type and providers no other driver claims', () => {
    const types = DRIVER_DEFINITIONS.map((d) => d.type);
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) expect(type).toBe(type.toUpperCase());
    const providers = DRIVER_DEFINITIONS.flatMap((d) => d.providers.map((p) => p.id));
    expect(new Set(providers).size).toBe(providers.length);
  });

  it('describes a form field for every setting, secrets marked as secret', () => {
    for (const definition of DRIVER_DEFINITIONS) {
      const keys = definition.form.map((field) => field.key);
      for (const secret of definition.secrets) {
        expect(definition.form.find((f) => f.key === secret)?.kind).toBe('secret');
      }
      for (const field of definition.form.filter((f) => f.kind === 'secret')) {
        expect(definition.secrets).toContain(field.key);
      }
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('labels every driver, provider and field in both languages', () => {
    for (const definition of DRIVER_DEFINITIONS) {
      const texts = [
        definition.label,
        ...definition.providers.map((p) => p.label),
        ...definition.form.flatMap((f) => [f.label, ...(f.hint ? [f.hint] : [])]),
      ];
      for (const text of texts) {
        expect(text['en-US'].trim()).not.toBe('');
        expect(text['zh-CN'].trim()).not.toBe('');
      }
    }
  });

  it('finds definitions by type in any case and by provider', () => {
    expect(findDriverDefinition('local')?.type).toBe('LOCAL');
    expect(findDriverDefinition('S3')?.type).toBe('S3');
    expect(findDriverDefinition('FTP')).toBeUndefined();
    expect(definitionOfProvider('Cloudflare R2')?.type).toBe('S3');
    expect(definitionOfProvider('Local')?.type).toBe('LOCAL');
    expect(definitionOfProvider('Dropbox')).toBeUndefined();
  });

  it('answers descriptions the storage-types contract accepts', () => {
    const described = storageTypesResponse.parse(describeDrivers());
    expect(described.map((d) => d.type)).toEqual(DRIVER_DEFINITIONS.map((d) => d.type));
    const local = described.find((d) => d.type === 'LOCAL');
    expect(local?.capabilities.appSignedUrls).toBe(true);
    expect(described.find((d) => d.type === 'S3')?.capabilities.appSignedUrls).toBe(false);
  });
});

describe('S3 definition', () => {
  const s3 = findDriverDefinition('S3')!;
  const context = { configId: 'c', provider: 'Cloudflare R2', dataDir: '/data', secret: 'x' };

  it('fills defaults when parsing settings and names a broken field', () => {
    const config = s3.config.parse({
      bucket_name: 'files',
      endpoint_url: 'https://s3.example.com/',
    });
    expect(config).toMatchObject({ endpoint_url: 'https://s3.example.com', path_style: false });
    expect(s3.config.safeParse({ bucket_name: 'bad bucket' }).success).toBe(false);
  });

  it('asks for an endpoint except on AWS, and for both credentials', () => {
    const config = s3.config.parse({ bucket_name: 'files' });
    const both = new Set(['access_key_id', 'secret_access_key']);
    expect(s3.problem?.(config, 'Cloudflare R2', both)?.field).toBe('endpoint_url');
    expect(s3.problem?.(config, 'AWS S3', both)).toBeNull();
    expect(s3.problem?.(config, 'AWS S3', new Set(['access_key_id']))?.field).toBe(
      'secret_access_key',
    );
  });

  it('places objects by endpoint origin and bucket, and names plain-http origins for the CSP', () => {
    const config = s3.config.parse({
      bucket_name: 'files',
      endpoint_url: 'http://LAN-minio:9000/',
      custom_host: 'https://cdn.example.com',
    });
    expect(s3.objectRoot(config, context)).toBe('s3:http://lan-minio:9000/files/');
    expect(s3.browserOrigins?.(config)).toEqual(['http://lan-minio:9000']);
  });
});

describe('local definition', () => {
  const local = findDriverDefinition('LOCAL')!;
  const context = { configId: 'c', provider: 'Local', dataDir: '/data', secret: 'x' };

  it('resolves a relative directory inside DATA_DIR and refuses DATA_DIR itself', () => {
    expect(local.objectRoot(local.config.parse({ root: 'storage/team' }), context)).toBe(
      'local:/data/storage/team/',
    );
    expect(() => local.objectRoot({ root: '/' }, context)).toThrow();
    expect(() => local.objectRoot({ root: '/data' }, context)).toThrow();
    expect(local.config.safeParse({ root: 'a/../b' }).success).toBe(false);
  });
});
