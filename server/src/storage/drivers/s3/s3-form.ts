/** The admin form of an S3-compatible storage: what each field asks, in both languages. */
import type { StorageFormField } from '@cloudpaste/contracts';

export const s3Form: readonly StorageFormField[] = [
  {
    key: 'endpoint_url',
    apiField: 'endpoint_url',
    kind: 'url',
    required: true,
    optionalFor: ['AWS S3'],
    wide: true,
    label: { 'en-US': 'Endpoint URL', 'zh-CN': '端点地址' },
    hint: {
      'en-US': "The provider's S3 API address, for example {{example}}",
      'zh-CN': '服务商的 S3 API 地址，例如 {{example}}',
    },
    optionalHint: {
      'en-US': "Optional for AWS: leave empty to use the region's standard address.",
      'zh-CN': 'AWS 可不填：留空则使用该区域的标准地址。',
    },
    placeholders: {
      'Cloudflare R2': 'https://<account-id>.r2.cloudflarestorage.com',
      'Backblaze B2': 'https://s3.us-west-004.backblazeb2.com',
      'AWS S3': 'https://s3.us-east-1.amazonaws.com',
      'Aliyun OSS': 'https://oss-cn-hangzhou.aliyuncs.com',
      'Other S3 Compatible': 'http://minio.example.com:9000',
    },
  },
  {
    key: 'bucket_name',
    apiField: 'bucket_name',
    kind: 'text',
    required: true,
    label: { 'en-US': 'Bucket', 'zh-CN': '存储桶' },
  },
  {
    key: 'region',
    apiField: 'region',
    kind: 'text',
    required: false,
    label: { 'en-US': 'Region', 'zh-CN': '区域' },
    hint: {
      'en-US': "Leave empty for the provider's default.",
      'zh-CN': '留空则使用服务商默认值。',
    },
    placeholders: {
      'Cloudflare R2': 'auto',
      'Backblaze B2': 'us-west-004',
      'AWS S3': 'us-east-1',
      'Aliyun OSS': 'oss-cn-hangzhou',
      'Other S3 Compatible': 'us-east-1',
    },
  },
  {
    key: 'access_key_id',
    apiField: 'access_key_id',
    kind: 'secret',
    required: true,
    label: { 'en-US': 'Access key ID', 'zh-CN': '访问密钥 ID' },
  },
  {
    key: 'secret_access_key',
    apiField: 'secret_access_key',
    kind: 'secret',
    required: true,
    label: { 'en-US': 'Secret access key', 'zh-CN': '访问密钥 Secret' },
  },
  {
    key: 'custom_host',
    apiField: 'custom_host',
    kind: 'url',
    required: false,
    wide: true,
    label: { 'en-US': 'Custom domain', 'zh-CN': '自定义域名' },
    hint: {
      'en-US':
        'Optional CDN or domain used in links given to browsers, e.g. https://files.example.com',
      'zh-CN': '可选：提供给浏览器的链接使用的 CDN 或域名，例如 https://files.example.com',
    },
  },
  {
    key: 'path_style',
    apiField: 'path_style',
    kind: 'boolean',
    required: false,
    wide: true,
    label: { 'en-US': 'Path-style URLs', 'zh-CN': '路径风格 URL' },
    hint: {
      'en-US':
        'Put the bucket in the path (host/bucket/key). Needed by most self-hosted servers such as MinIO and Ceph.',
      'zh-CN': '将存储桶放在路径中（host/bucket/key）。MinIO、Ceph 等自建服务通常需要。',
    },
    defaultFor: { 'Other S3 Compatible': true },
  },
];
