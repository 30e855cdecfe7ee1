/** The S3-compatible storage driver as the server lists it (docs/STORAGE-DRIVERS.md). */
import { S3_BUCKET_PATTERN, storageFieldSchemas as f } from '@cloudpaste/contracts';
import { z } from 'zod';
import { defineDriver } from '../../driver-definition.js';
import { S3Driver } from './s3.driver.js';
import { s3Form } from './s3-form.js';

const AWS = 'AWS S3';

const config = z.object({
  endpoint_url: f.optionalUrl('endpoint_url').default(null),
  bucket_name: f.bucketName.regex(
    S3_BUCKET_PATTERN,
    'bucket_name may contain only letters, digits, dot, hyphen and underscore',
  ),
  region: f.region.default(null),
  access_key_id: f.credential('access_key_id').default(''),
  secret_access_key: f.credential('secret_access_key').default(''),
  path_style: f.flag('path_style').default(false),
  custom_host: f.optionalUrl('custom_host').default(null),
});
type S3Config = z.infer<typeof config>;

/** R2 wants 'auto'; every other S3 API accepts us-east-1 when the provider has no regions. */
export const regionFor = (provider: string, region: string | null): string =>
  region || (provider === 'Cloudflare R2' ? 'auto' : 'us-east-1');

const originOf = (address: string | null): string | null => {
  try {
    return address ? new URL(address).origin : null;
  } catch {
    return null;
  }
};

export const s3Definition = defineDriver<S3Config>({
  type: 'S3',
  label: { 'en-US': 'S3 compatible', 'zh-CN': 'S3 兼容存储' },
  providers: [
    { id: 'Cloudflare R2', label: { 'en-US': 'Cloudflare R2', 'zh-CN': 'Cloudflare R2' } },
    { id: 'Backblaze B2', label: { 'en-US': 'Backblaze B2', 'zh-CN': 'Backblaze B2' } },
    { id: AWS, label: { 'en-US': 'AWS S3', 'zh-CN': 'AWS S3' } },
    { id: 'Aliyun OSS', label: { 'en-US': 'Aliyun OSS', 'zh-CN': '阿里云 OSS' } },
    {
      id: 'Other S3 Compatible',
      label: {
        'en-US': 'Other S3 compatible (MinIO, Ceph …)',
        'zh-CN': '其他 S3 兼容存储（MinIO、Ceph …）',
      },
    },
  ],
  config,
  secrets: ['access_key_id', 'secret_access_key'],
  form: s3Form,
  capabilities: {
    presign: true,
    appSignedUrls: false,
    multipart: true,
    serverSideCopy: true,
    ranges: true,
    customHost: true,
  },
  problem(c, provider, secretsSet) {
    if (provider !== AWS && !c.endpoint_url)
      return { field: 'endpoint_url', message: `endpoint_url is required for ${provider}` };
    if (!secretsSet.has('access_key_id'))
      return { field: 'access_key_id', message: 'access_key_id is required for S3 storage' };
    if (!secretsSet.has('secret_access_key'))
      return {
        field: 'secret_access_key',
        message: 'secret_access_key is required for S3 storage',
      };
    return null;
  },
  create: (c, context) =>
    new S3Driver({
      endpoint: c.endpoint_url,
      region: regionFor(context.provider, c.region),
      bucket: c.bucket_name,
      accessKeyId: c.access_key_id,
      secretAccessKey: c.secret_access_key,
      pathStyle: c.path_style,
      customHost: c.custom_host,
    }),
  // Two names for one host (an IP and a host name) are not recognised as one.
  objectRoot: (c) => `s3:${originOf(c.endpoint_url) ?? c.endpoint_url ?? 'aws'}/${c.bucket_name}/`,
  browserOrigins: (c) =>
    [c.endpoint_url, c.custom_host].flatMap((address) => {
      const origin = originOf(address);
      // A bare custom host means https (customHostUrl), which the CSP admits already.
      return origin?.startsWith('http:') ? [origin] : [];
    }),
});
