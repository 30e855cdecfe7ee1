/** One ListObjectsV2 page as a driver listing: `/`-delimited unless recursive, resumed by token. */
import { ListObjectsV2Command, type ListObjectsV2CommandOutput } from '@aws-sdk/client-s3';
import type { ListOptions, ListPage, ObjectInfo } from '../../driver.js';
import { bareEtag, contentTypeFor } from '../../driver-helpers.js';
import type { S3Context } from './s3-client.js';
import { readListBucketResult, type ListedPage } from './s3-list-xml.js';

export async function listPage(
  s3: S3Context,
  prefix: string,
  options: ListOptions,
): Promise<ListPage> {
  const command = new ListObjectsV2Command({
    Bucket: s3.bucket,
    Prefix: prefix || undefined,
    Delimiter: options.recursive ? undefined : '/',
    ContinuationToken: options.cursor,
    StartAfter: options.cursor === undefined ? options.startAfter : undefined,
    MaxKeys: Math.max(1, Math.min(options.limit ?? 1000, 1000)),
  });
  const read = readAnswerOf(s3, command);
  const out = await s3.client.send(command);
  const listed = read.page ?? sdkPage(out);
  const objects: ObjectInfo[] = [];
  for (const o of listed.objects) {
    // The listed folder's own marker object (`photos/` when listing `photos/`) is not an entry.
    if (!o.key || (o.key === prefix && prefix.endsWith('/'))) continue;
    objects.push({
      key: o.key,
      size: o.size,
      etag: bareEtag(o.etag),
      lastModified: o.lastModified,
      contentType: contentTypeFor(o.key),
    });
  }
  return {
    objects,
    prefixes: listed.prefixes.filter((p) => p !== ''),
    cursor: listed.isTruncated ? listed.nextToken : undefined,
  };
}

type Middleware = Parameters<ListObjectsV2Command['middlewareStack']['addRelativeTo']>[0];
/** A deserialize-step handler, as far as this middleware reads it. */
type Handler = (args: unknown) => Promise<{ response: unknown }>;

/**
 * The command's successful answer read from its XML (s3-list-xml.ts says why) before the SDK's own
 * deserializer reads it: a middleware between that deserializer and S3's check for errors sent
 * with a 200 reads the body and leaves the deserializer an empty one. Failures (and a 200 whose
 * body is an error) still go through the SDK, its retries and its errors; so does an answer
 * saxes refuses (radosgw writes a key's control characters as character references, which XML
 * 1.0 does not allow): the SDK's lenient reading then answers, as before.
 */
function readAnswerOf(s3: S3Context, command: ListObjectsV2Command): { page?: ListedPage } {
  const read: { page?: ListedPage } = {};
  const take =
    (next: Handler): Handler =>
    async (args) => {
      const result = await next(args);
      const response = result.response as { statusCode?: number; body?: unknown };
      const status = response.statusCode ?? 0;
      if (status >= 200 && status < 300) {
        const bytes = await s3.client.config.streamCollector(response.body);
        try {
          const xml = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
          read.page = readListBucketResult(xml);
          response.body = new Uint8Array(0);
        } catch {
          response.body = bytes;
        }
      }
      return result;
    };
  command.middlewareStack.addRelativeTo(take as unknown as Middleware, {
    name: 'cloudpasteListingXml',
    relation: 'before',
    toMiddleware: 'throw200ExceptionsMiddleware',
  });
  return read;
}

/** The SDK's reading of a page, in the shape of ours. */
function sdkPage(out: ListObjectsV2CommandOutput): ListedPage {
  return {
    objects: (out.Contents ?? []).map((o) => ({
      key: o.Key ?? '',
      size: o.Size ?? 0,
      etag: o.ETag ?? '',
      lastModified: o.LastModified ?? new Date(0),
    })),
    prefixes: (out.CommonPrefixes ?? []).flatMap((p) => (p.Prefix ? [p.Prefix] : [])),
    isTruncated: out.IsTruncated === true,
    nextToken: out.NextContinuationToken,
  };
}
