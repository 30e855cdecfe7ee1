/**
 * The connection test of a storage configuration: read, write, presigned upload, delete and the
 * bucket's CORS rule for browser uploads. Every check has its own time limit and is reported; none
 * throws out, so the admin always gets the whole picture.
 */
import { Readable } from 'node:stream';
import {
  STORAGE_TEST_CHECKS,
  STORAGE_TEST_PREFIX,
  type StorageTestCheck,
  type StorageTestCheckName,
  type StorageTestReport,
} from '@cloudpaste/contracts';
import { randomToken } from '../../lib/crypto.js';
import type { ResolvedStorage } from '../storage-access.js';

export interface ProbeOptions {
  /** The origin browsers upload from; the CORS check asks the bucket about it. */
  origin: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

interface Outcome {
  ok: boolean;
  message: string;
}

const pass = (message: string): Outcome => ({ ok: true, message });
const fail = (message: string): Outcome => ({ ok: false, message });
const PAYLOAD = Buffer.from('CloudPaste storage test object\n');
const CONTENT_TYPE = 'text/plain';

/** The report of a storage that could not even be opened: the first check says why. */
export function unopenedReport(reason: string): StorageTestReport {
  const checks = STORAGE_TEST_CHECKS.map((name, i) => ({
    name,
    ok: false,
    message: i === 0 ? reason : 'not run: the storage could not be opened',
    durationMs: 0,
  }));
  return { ok: false, checks };
}

export async function probeStorage(
  storage: ResolvedStorage,
  o: ProbeOptions,
): Promise<StorageTestReport> {
  const { driver } = storage;
  const folder = `${storage.defaultFolder}${STORAGE_TEST_PREFIX}`;
  const written = `${folder}${randomToken(9)}.txt`;
  const presigned = `${folder}${randomToken(9)}.txt`;
  const check = (name: StorageTestCheckName, run: (signal: AbortSignal) => Promise<Outcome>) =>
    timed(name, run, o.timeoutMs);

  const checks: StorageTestCheck[] = [];
  checks.push(
    await check('read', async () => {
      const page = await driver.list(storage.defaultFolder, { limit: 1 });
      return pass(
        `listed "${storage.defaultFolder || '/'}" (${page.objects.length + page.prefixes.length} entry on the first page)`,
      );
    }),
  );
  checks.push(
    await check('write', async (signal) => {
      const info = await driver.put(written, Readable.from([PAYLOAD]), {
        contentType: CONTENT_TYPE,
        size: PAYLOAD.length,
        signal,
      });
      return info.size === PAYLOAD.length
        ? pass(`wrote ${written}`)
        : fail(`wrote ${written} but the storage reports ${info.size} bytes`);
    }),
  );
  checks.push(
    await check('presign', (signal) => presignedUpload(storage, presigned, o.fetch, signal)),
  );
  checks.push(
    await check('delete', async () => {
      await driver.delete(written);
      await driver.delete(presigned);
      return (await driver.head(written)) === null
        ? pass('deleted the test objects')
        : fail(`${written} is still there after delete`);
    }),
  );
  checks.push(
    await check('cors', (signal) => browserUploadsAllowed(storage, presigned, o, signal)),
  );
  return { ok: checks.every((c) => c.ok), checks };
}

async function presignedUpload(
  storage: ResolvedStorage,
  key: string,
  fetcher: typeof fetch,
  signal: AbortSignal,
): Promise<Outcome> {
  const { driver } = storage;
  if (!storage.capabilities.presign)
    return pass('not needed: uploads to this storage go through the server');
  const request = await driver.presignPut(key, {
    contentType: CONTENT_TYPE,
    size: PAYLOAD.length,
    expiresInSeconds: 300,
  });
  // Local storage signs app URLs (relative): the upload lands on this server, never on another host.
  if (request.url.startsWith('/'))
    return pass('not needed: local storage uploads go through this server (signed URL issued)');
  const res = await fetcher(request.url, {
    method: 'PUT',
    headers: request.headers,
    body: PAYLOAD,
    signal,
  });
  await res.body?.cancel();
  if (!res.ok) return fail(`the storage refused the presigned upload: HTTP ${res.status}`);
  const info = await driver.head(key);
  return info?.size === PAYLOAD.length
    ? pass('uploaded through a presigned URL')
    : fail('the presigned upload was accepted but the object is missing');
}

async function browserUploadsAllowed(
  storage: ResolvedStorage,
  key: string,
  o: ProbeOptions,
  signal: AbortSignal,
): Promise<Outcome> {
  if (storage.capabilities.appSignedUrls)
    return pass('not needed: its links are served from this origin');
  const request = await storage.driver.presignPut(key, {
    contentType: CONTENT_TYPE,
    expiresInSeconds: 300,
  });
  const res = await o.fetch(request.url, {
    method: 'OPTIONS',
    headers: {
      Origin: o.origin,
      'Access-Control-Request-Method': 'PUT',
      'Access-Control-Request-Headers': 'content-type',
    },
    signal,
  });
  await res.body?.cancel();
  const allowedOrigin = res.headers.get('access-control-allow-origin');
  const allowedMethods = res.headers.get('access-control-allow-methods');
  const originOk = allowedOrigin === '*' || allowedOrigin === o.origin;
  const methodOk = allowedMethods === null || /(^|[\s,])(PUT|\*)([\s,]|$)/i.test(allowedMethods);
  if (res.ok && originOk && methodOk) return pass(`browsers at ${o.origin} may upload directly`);
  return fail(
    `browsers at ${o.origin} cannot upload directly (preflight answered HTTP ${res.status}). ` +
      `Fix: add a CORS rule to the bucket allowing origin ${o.origin} (or *), methods GET, PUT, HEAD, ` +
      'headers *, and exposing the ETag header.',
  );
}

async function timed(
  name: StorageTestCheckName,
  run: (signal: AbortSignal) => Promise<Outcome>,
  timeoutMs: number,
): Promise<StorageTestCheck> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(fail(`no answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
  });
  try {
    const outcome = await Promise.race([
      run(controller.signal).catch((error: unknown) => fail(describe(error))),
      timeout,
    ]);
    return { name, ...outcome, durationMs: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'failed';
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
