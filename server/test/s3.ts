/**
 * The S3 server storage suites run against: TEST_S3_ENDPOINT, TEST_S3_ACCESS_KEY, TEST_S3_SECRET_KEY
 * and TEST_S3_REGION name it (npm test starts Ceph radosgw through scripts/services/ceph.sh). Without
 * them S3 is simply not in the list, except under CI where that is an error. Each suite gets a fresh
 * bucket, emptied and removed by its cleanup.
 */
import { randomBytes } from 'node:crypto';
import {
  AbortMultipartUploadCommand,
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteBucketPolicyCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutBucketCorsCommand,
  PutBucketPolicyCommand,
} from '@aws-sdk/client-s3';
import { xmlCanCarry } from '../src/lib/xml-chars.js';
import { createS3Client } from '../src/storage/drivers/s3/s3-client.js';
import type { S3DriverSpec } from '../src/storage/drivers/s3/s3-client.js';

export interface TestBucket {
  spec: S3DriverSpec;
  /** The keys of the bucket's objects (the first 1,000), read straight from the S3 server. */
  keys(): Promise<string[]>;
  cleanup(): Promise<void>;
}

export interface TestBucketOptions {
  /** Browser origins allowed to PUT, GET and HEAD objects and to read their ETag (presigned uploads). */
  corsOrigins?: string[];
  /** A key prefix whose objects a bucket policy refuses to delete (AccessDenied), to make removals fail for real. */
  undeletable?: string;
}

export interface TestS3 {
  endpoint: string;
  createBucket(options?: TestBucketOptions): Promise<TestBucket>;
}

function fromEnv(): TestS3 | null {
  const {
    TEST_S3_ENDPOINT: endpoint,
    TEST_S3_ACCESS_KEY: accessKeyId,
    TEST_S3_SECRET_KEY: secretAccessKey,
  } = process.env;
  if (!endpoint || !accessKeyId || !secretAccessKey) {
    if (process.env.CI) {
      throw new Error(
        'TEST_S3_ENDPOINT, TEST_S3_ACCESS_KEY and TEST_S3_SECRET_KEY are not set: npm test starts Ceph and sets them; run tests through npm test',
      );
    }
    return null;
  }
  const base = {
    endpoint,
    region: process.env.TEST_S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    pathStyle: true,
    customHost: null,
  };
  return {
    endpoint,
    async createBucket(options = {}) {
      const spec: S3DriverSpec = { ...base, bucket: `cp-test-${randomBytes(6).toString('hex')}` };
      const client = createS3Client(spec);
      await client.send(new CreateBucketCommand({ Bucket: spec.bucket }));
      const cleanup = async () => {
        try {
          if (options.undeletable)
            await client.send(new DeleteBucketPolicyCommand({ Bucket: spec.bucket }));
          await emptyBucket(spec.bucket, client);
          await client.send(new DeleteBucketCommand({ Bucket: spec.bucket }));
        } finally {
          client.destroy();
        }
      };
      try {
        if (options.corsOrigins) await allowBrowsers(client, spec.bucket, options.corsOrigins);
        if (options.undeletable) await refuseDeletes(client, spec.bucket, options.undeletable);
      } catch (error) {
        await cleanup().catch(() => undefined);
        throw error;
      }
      const keys = async () => {
        const page = await client.send(new ListObjectsV2Command({ Bucket: spec.bucket }));
        return (page.Contents ?? []).map((o) => o.Key ?? '');
      };
      return { spec, keys, cleanup };
    },
  };
}

async function allowBrowsers(
  client: ReturnType<typeof createS3Client>,
  bucket: string,
  origins: string[],
): Promise<void> {
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: origins,
            AllowedMethods: ['PUT', 'GET', 'HEAD'],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag'],
            MaxAgeSeconds: 600,
          },
        ],
      },
    }),
  );
}

/** A policy that denies deleting any object under `prefix`, to everyone, the owner included. */
async function refuseDeletes(
  client: ReturnType<typeof createS3Client>,
  bucket: string,
  prefix: string,
): Promise<void> {
  const statement = {
    Effect: 'Deny',
    Principal: '*',
    Action: 's3:DeleteObject',
    Resource: `arn:aws:s3:::${bucket}/${prefix}*`,
  };
  await client.send(
    new PutBucketPolicyCommand({
      Bucket: bucket,
      Policy: JSON.stringify({ Version: '2012-10-17', Statement: [statement] }),
    }),
  );
}

async function emptyBucket(
  bucket: string,
  client: ReturnType<typeof createS3Client>,
): Promise<void> {
  const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
  for (const upload of uploads.Uploads ?? []) {
    await client.send(
      new AbortMultipartUploadCommand({
        Bucket: bucket,
        Key: upload.Key,
        UploadId: upload.UploadId,
      }),
    );
  }
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
    );
    const keys = (page.Contents ?? []).map((o) => o.Key ?? '');
    // Keys XML cannot carry cannot be named in DeleteObjects: one request each.
    for (const Key of keys.filter((k) => !xmlCanCarry(k)))
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
    const objects = keys.filter(xmlCanCarry).map((Key) => ({ Key }));
    if (objects.length > 0) {
      await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
      );
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

export const testS3: TestS3 | null = fromEnv();
