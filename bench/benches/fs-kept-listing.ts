/**
 * A folder whose listing the mount keeps (cache_ttl above 0), read again and again
 * (docs/PERFORMANCE.md, "Listings and search"): GET /api/fs/list received whole, the same with the
 * If-None-Match of its last answer (304), and PROPFIND Depth 1 of it, allprop and with the
 * properties file managers and rclone ask for, each taken in turns so that a slow spell weighs on
 * all alike. Targets: the whole listing under 20 ms or a 304, PROPFIND at most 1.5x the listing.
 * Also, for S3, a bare listing read by the SDK's own deserializer (what the driver did before
 * s3-list-xml.ts) against the driver's.
 */
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { performance } from 'node:perf_hooks';
import { summary } from '../support/measure.js';
import type { Measurement } from '../support/types.js';
import type { ListingSession } from './fs-listing.js';

const RUNS = 15;
const TARGETS = { wholeMs: 20, propfindRatio: 1.5 };
const NAMED_PROPS = `<?xml version="1.0" encoding="utf-8"?>
<D:propfind xmlns:D="DAV:"><D:prop><D:displayname/><D:getlastmodified/><D:getcontentlength/><D:resourcetype/><D:getcontenttype/></D:prop></D:propfind>`;

/** `runs` rounds of every work in `works`, the order rotating each round; a summary of each. */
export async function timeRotating(runs: number, works: readonly (() => Promise<unknown>)[]) {
  const samples = works.map(() => [] as number[]);
  for (let round = 0; round < runs; round++) {
    for (let k = 0; k < works.length; k++) {
      const index = (round + k) % works.length;
      const started = performance.now();
      await works[index]!();
      samples[index]!.push(performance.now() - started);
    }
  }
  return samples.map(summary);
}

/** The kept listing of `path` (a folder of `count` entries) and its PROPFINDs, timed. */
export async function compareKeptListing(
  session: ListingSession,
  /** The Authorization a WebDAV client sends: Basic. */
  davAuth: string,
  label: string,
  path: string,
  count: number,
): Promise<Measurement[]> {
  const url = `${session.url}/api/fs/list?path=${encodeURIComponent(path)}`;
  const list = async (etag?: string) => {
    const res = await fetch(url, {
      headers: { authorization: session.auth, ...(etag && { 'if-none-match': etag }) },
    });
    const text = await res.text();
    return { status: res.status, etag: res.headers.get('etag'), text };
  };
  const listed = await list();
  const items = (JSON.parse(listed.text) as { data: { items: unknown[] } }).data.items;
  if (listed.status !== 200 || items.length !== count || !listed.etag)
    throw new Error(`the kept ${label} listing answered ${listed.status}, ${items.length} items`);
  const etag = listed.etag;
  const propfind = async (body?: string) => {
    const res = await fetch(`${session.url}/dav${path}/`, {
      method: 'PROPFIND',
      headers: {
        authorization: davAuth,
        depth: '1',
        ...(body && { 'content-type': 'application/xml; charset=utf-8' }),
      },
      body,
    });
    const text = await res.text();
    if (res.status !== 207) throw new Error(`PROPFIND of ${path} answered ${res.status}`);
    return text;
  };
  const works = [
    async () => {
      if ((await list()).status !== 200) throw new Error('the whole listing failed');
    },
    async () => {
      if ((await list(etag)).status !== 304) throw new Error('the unchanged listing was not 304');
    },
    () => propfind(),
    () => propfind(NAMED_PROPS),
  ];
  // A client walks down to the folder (its parent is listed, so kept too), then each once: the
  // first PROPFIND of a kept listing makes the answer it keeps.
  const parent = path.slice(0, path.lastIndexOf('/'));
  const walked = await fetch(`${session.url}/dav${parent}/`, {
    method: 'PROPFIND',
    headers: { authorization: davAuth, depth: '1' },
  });
  if (walked.status !== 207) throw new Error(`PROPFIND of ${parent} answered ${walked.status}`);
  await walked.text();
  // Each answer is checked whole once, before the timing: in the timed rounds every side only
  // receives its text, as a client does before reading it (counting 10,000 responses in 7 MB of
  // XML took the client 3-6 ms, a fifth of the allprop figure, which the listing never paid).
  for (const body of [undefined, NAMED_PROPS]) {
    const responses = (await propfind(body)).split('<D:response>').length - 1;
    if (responses !== count + 1)
      throw new Error(`PROPFIND of ${path} answered ${responses} responses`);
  }
  for (const work of works) await work();
  const [whole, notModified, allprop, named] = await timeRotating(RUNS, works);
  const ratio = (figure: { p50: number }) => figure.p50 / whole!.p50;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const line = (name: string, figure: { p50: number; p95: number }, note: string) => ({
    name: `${label}: ${name}`,
    figures: [
      { label: 'p50', value: figure.p50, unit: 'ms' },
      { label: 'p95', value: figure.p95, unit: 'ms' },
      { label: 'x listing', value: ratio(figure), unit: '' },
    ],
    note,
  });
  return [
    line(
      `GET /api/fs/list, kept, ${count} entries, received`,
      whole!,
      `target < ${TARGETS.wholeMs} ms or a 304: ${verdict(whole!.p50 < TARGETS.wholeMs || notModified!.p50 < TARGETS.wholeMs)}`,
    ),
    line('the same with If-None-Match (304)', notModified!, 'headers only'),
    ...(
      [
        ['allprop', allprop!],
        ['5 named props', named!],
      ] as const
    ).map(([kind, figure]) =>
      line(
        `PROPFIND Depth 1 ${kind}, kept, received`,
        figure,
        `target <= ${TARGETS.propfindRatio}x the listing: ${verdict(ratio(figure) <= TARGETS.propfindRatio)}`,
      ),
    ),
  ];
}

/**
 * Every page of `prefix` read by the SDK's own deserializer, as the S3 driver did before it read
 * the XML itself; answers how many objects it held.
 */
export async function sdkListAll(client: S3Client, bucket: string, prefix: string) {
  let token: string | undefined;
  let count = 0;
  do {
    const out = await client.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: prefix,
        Delimiter: '/',
        ContinuationToken: token,
      }),
    );
    count += out.Contents?.length ?? 0;
    token = out.IsTruncated ? out.NextContinuationToken : undefined;
  } while (token);
  return count;
}
