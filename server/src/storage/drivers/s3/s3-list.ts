/** One ListObjectsV2 page as a driver listing: `/`-delimited unless recursive, resumed by token. */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { ListOptions, ListPage, ObjectInfo } from '../../driver.js';
import { bareEtag, contentTypeFor } from '../../driver-helpers.js';
import type { S3Context } from './s3-client.js';

export async function listPage(
  s3: S3Context,
  prefix: string,
  options: ListOptions,
): Promise<ListPage> {
  const out = await s3.client.send(
    new ListObjectsV2Command({
      Bucket: s3.bucket,
      Prefix: prefix || undefined,
      Delimiter: options.recursive ? undefined : '/',
      ContinuationToken: options.cursor,
      StartAfter: options.cursor === undefined ? options.startAfter : undefined,
      MaxKeys: Math.max(1, Math.min(options.limit ?? 1000, 1000)),
    }),
  );
  const objects: ObjectInfo[] = [];
  for (const o of out.Contents ?? []) {
    // The listed folder's own marker object (`photos/` when listing `photos/`) is not an entry.
    if (!o.Key || (o.Key === prefix && prefix.endsWith('/'))) continue;
    objects.push({
      key: o.Key,
      size: o.Size ?? 0,
      etag: bareEtag(o.ETag ?? ''),
      lastModified: o.LastModified ?? new Date(0),
      contentType: contentTypeFor(o.Key),
    });
  }
  const prefixes = (out.CommonPrefixes ?? []).flatMap((p) => (p.Prefix ? [p.Prefix] : []));
  return { objects, prefixes, cursor: out.IsTruncated ? out.NextContinuationToken : undefined };
}
