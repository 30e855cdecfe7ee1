/**
 * Storage types as `GET /api/admin/storage-types` answers them, for the web tests: the S3, local
 * and WebDAV drivers in the shape of the server's definitions (server/src/storage/drivers/), cut
 * to what the form tests look at.
 */
import type { StorageFormField, StorageTypeDescription } from '@cloudpaste/contracts';

const text = (en: string, zh = en) => ({ 'en-US': en, 'zh-CN': zh });
const field = (
  key: string,
  kind: StorageFormField['kind'],
  label: string,
  more: Partial<StorageFormField> = {},
): StorageFormField => ({ key, kind, required: false, label: text(label), ...more });
const flat = (key: string, kind: StorageFormField['kind'], label: string, required = false) =>
  field(key, kind, label, { apiField: key, required });

const capabilities = (appSigned: boolean) => ({
  presign: true,
  appSignedUrls: appSigned,
  multipart: true,
  serverSideCopy: true,
  ranges: true,
  customHost: !appSigned,
});

export const S3_TYPE: StorageTypeDescription = {
  type: 'S3',
  label: text('S3 compatible', 'S3 兼容存储'),
  providers: ['Cloudflare R2', 'AWS S3', 'Other S3 Compatible'].map((id) => ({
    id,
    label: text(id),
  })),
  capabilities: capabilities(false),
  fields: [
    {
      ...flat('endpoint_url', 'url', 'Endpoint URL', true),
      optionalFor: ['AWS S3'],
      hint: text('S3 API address, for example {{example}}'),
      optionalHint: text('Optional for AWS.'),
      placeholders: { 'Cloudflare R2': 'https://<account-id>.r2.cloudflarestorage.com' },
    },
    flat('bucket_name', 'text', 'Bucket', true),
    flat('region', 'text', 'Region'),
    flat('access_key_id', 'secret', 'Access key ID', true),
    flat('secret_access_key', 'secret', 'Secret access key', true),
    flat('custom_host', 'url', 'Custom domain'),
    {
      ...flat('path_style', 'boolean', 'Path-style URLs'),
      defaultFor: { 'Other S3 Compatible': true },
    },
  ],
};

export const LOCAL_TYPE: StorageTypeDescription = {
  type: 'LOCAL',
  label: text('Local folder', '本地文件夹'),
  providers: [{ id: 'Local', label: text('Local folder', '本地文件夹') }],
  capabilities: capabilities(true),
  fields: [field('root', 'directory', 'Directory', { apiField: 'bucket_name', required: true })],
};

export const WEBDAV_TYPE: StorageTypeDescription = {
  type: 'WEBDAV',
  label: text('WebDAV'),
  providers: [{ id: 'WebDAV', label: text('WebDAV server', 'WebDAV 服务器') }],
  capabilities: capabilities(true),
  fields: [
    field('url', 'url', 'WebDAV address', { required: true }),
    field('base_path', 'text', 'Base path'),
    field('username', 'text', 'Username'),
    field('password', 'secret', 'Password'),
  ],
};

export const STORAGE_TYPES: StorageTypeDescription[] = [S3_TYPE, LOCAL_TYPE, WEBDAV_TYPE];
