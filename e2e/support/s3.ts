/**
 * The real S3 server of the e2e run, when TEST_S3_* name one (npm test starts Ceph radosgw and
 * exports them; server/test/s3.ts reads them and is the one place test buckets are made). The
 * global setup gets a fresh bucket whose CORS rule lets the server's origin PUT and read the ETag
 * (the browser's multipart engine needs it), then registers it through POST /api/s3-configs.
 */
import type { CreateStorageConfigInput } from '@cloudpaste/contracts';
import { testS3 } from '../../server/test/s3.js';

export interface S3Bucket {
  /** Id of the storage configuration that points at the bucket. */
  configId: string;
  /** Where the bucket's objects live (path style): presigned URLs start with it. */
  objectUrlPrefix: string;
  /** Empties and removes the bucket. */
  cleanup(): Promise<void>;
}

/** Creates a storage configuration in the server under test and answers its id. */
export type CreateConfig = (body: Partial<CreateStorageConfigInput>) => Promise<string>;

/** A bucket for this run open to the server's origin, registered as a storage configuration; null without S3. */
export async function provisionS3(
  serverUrl: string,
  createConfig: CreateConfig,
): Promise<S3Bucket | null> {
  if (!testS3) return null;
  const { spec, cleanup } = await testS3.createBucket({ corsOrigins: [serverUrl] });
  try {
    const configId = await createConfig({
      name: 'E2E Ceph',
      provider_type: 'Other S3 Compatible',
      endpoint_url: testS3.endpoint,
      bucket_name: spec.bucket,
      region: spec.region,
      access_key_id: spec.accessKeyId,
      secret_access_key: spec.secretAccessKey,
      path_style: true,
    });
    const objectUrlPrefix = `${testS3.endpoint.replace(/\/+$/, '')}/${spec.bucket}/`;
    return { configId, objectUrlPrefix, cleanup };
  } catch (error) {
    await cleanup().catch(() => undefined);
    throw error;
  }
}
