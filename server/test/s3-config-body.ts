/** Test buckets as storage configurations; no side effects, so benches can import it directly. */
import type { S3DriverSpec } from '../src/storage/drivers/s3/s3-client.js';

/** The body of POST /api/s3-configs registering a test bucket (path-style, as radosgw wants). */
export function s3ConfigBody(spec: S3DriverSpec, name: string) {
  return {
    name,
    provider_type: 'Other S3 Compatible',
    endpoint_url: spec.endpoint,
    bucket_name: spec.bucket,
    region: spec.region,
    access_key_id: spec.accessKeyId,
    secret_access_key: spec.secretAccessKey,
    path_style: true,
  };
}
