/** One ListObjectsV2 page as a driver listing: `/`-delimited unless recursive, resumed by token. */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { ListOptions, ListPage, ObjectInfo } from '../../driver.js';
import { bareEtag, contentTypeFor } from '../../driver-helpers.js';
import type { S3Context } from './s3-client.js';
import { readListBucketResult } from './s3-list-xml.js';

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
  const answer = takeAnswerOf(s3, command);
  await s3.client.send(command);
  const listed = readListBucketResult(answer.xml());
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
 * The XML of the command's successful answer, taken from the SDK before its own deserializer
 * reads it (s3-list-xml.ts says why): a middleware between that deserializer and S3's check for
 * errors sent with a 200 hands the body over and leaves the deserializer an empty one. Failures
 * (and a 200 whose body is an error) still go through the SDK, its retries and its errors.
 */
function takeAnswerOf(s3: S3Context, command: ListObjectsV2Command): { xml(): string } {
  let xml: string | undefined;
  const take = (next: Handler): Handler => async (args) => {
    const result = await next(args);
    const response = result.response as { statusCode?: number; body?: unknown };
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) {
      const bytes = await s3.client.config.streamCollector(response.body);
      response.body = new Uint8Array(0);
      xml = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
    }
    return result;
  };
  command.middlewareStack.addRelativeTo(take as unknown as Middleware, {
    name: 'cloudpasteListingXml',
    relation: 'before',
    toMiddleware: 'throw200ExceptionsMiddleware',
  });
  return {
    xml() {
      if (xml === undefined) throw new Error('the S3 listing answered without a body');
      return xml;
    },
  };
}
