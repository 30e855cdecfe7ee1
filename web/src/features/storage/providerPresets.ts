/** What the form suggests per provider: an endpoint and region to copy the shape of. */
import type { StorageProvider } from '@cloudpaste/contracts';

export interface ProviderHint {
  endpoint: string;
  region: string;
}

export const PROVIDER_HINTS: Readonly<Record<StorageProvider, ProviderHint>> = {
  'Cloudflare R2': { endpoint: 'https://<account-id>.r2.cloudflarestorage.com', region: 'auto' },
  'Backblaze B2': { endpoint: 'https://s3.us-west-004.backblazeb2.com', region: 'us-west-004' },
  'AWS S3': { endpoint: 'https://s3.us-east-1.amazonaws.com', region: 'us-east-1' },
  'Aliyun OSS': { endpoint: 'https://oss-cn-hangzhou.aliyuncs.com', region: 'oss-cn-hangzhou' },
  'Other S3 Compatible': { endpoint: 'http://minio.example.com:9000', region: 'us-east-1' },
  Local: { endpoint: '', region: '' },
};
