import { once } from 'node:events';
import { text } from 'node:stream/consumers';
import { ErrorCode } from '@cloudpaste/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  publicOrLoopback,
  startRemoteServer,
  type RemoteHandler,
  type RemoteServer,
} from '../../../test/remote-server.js';
import { AppError } from '../../errors.js';
import { SafeFetcher } from '../../lib/safe-fetch/index.js';
import type { Principal } from '../../policies/access.js';
import { UrlUploadService, type UrlUploadLimits } from './url-upload.service.js';

const MB = 1024 * 1024;
const PAGE = 'https://paste.example';
const admin: Principal = { type: 'admin', adminId: 'admin-1', username: 'admin' };
const key: Principal = {
  type: 'apikey',
  keyId: 'key-1',
  name: 'k',
  permissions: 2,
  basicPath: '/',
  role: 'GENERAL',
  isGuest: false,
  expiresAt: null,
};

const pdf: RemoteHandler = (_req, res) =>
  res
    .writeHead(200, {
      'Content-Type': 'application/pdf',
      'Content-Length': '11',
      'Last-Modified': 'Wed, 21 Oct 2015 07:28:00 GMT',
      'Access-Control-Allow-Origin': '*',
    })
    .end('pdf-content');

/** HEAD is refused; a ranged GET answers one byte and the total in Content-Range. */
const noHead =
  (total: number): RemoteHandler =>
  (req, res) => {
    if (req.method === 'HEAD') return void res.writeHead(405).end();
    if (req.headers.range !== 'bytes=0-0') return void res.writeHead(400).end();
    res.writeHead(206, { 'Content-Range': `bytes 0-0/${total}`, 'Content-Length': '1' }).end('x');
  };

const routes: Record<string, RemoteHandler> = {
  '/files/report.pdf': pdf,
  '/latest': (_req, res) => res.writeHead(302, { Location: '/files/report.pdf' }).end(),
  '/download': (req, res) =>
    res
      .writeHead(200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': `attachment; filename="fallback.txt"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.txt`,
        ...(req.headers.origin === PAGE ? { 'Access-Control-Allow-Origin': PAGE } : {}),
      })
      .end('report'),
  '/evil': (_req, res) =>
    res
      .writeHead(200, { 'Content-Disposition': 'attachment; filename="../../etc/passwd"' })
      .end('x'),
  '/no-head/%E6%96%87%E4%BB%B6%20one.bin': noHead(5000),
  '/no-head/huge.bin': noHead(50 * MB),
  '/huge.iso': (_req, res) => res.writeHead(200, { 'Content-Length': String(10 * MB) }).end(),
  '/gone': (_req, res) => res.writeHead(404).end(),
};

let remote: RemoteServer;
const fetchers: SafeFetcher[] = [];

beforeAll(async () => {
  remote = await startRemoteServer(routes);
});

afterAll(async () => {
  await Promise.all(fetchers.map((f) => f.close()));
  await remote.close();
});

function service(
  limits: Partial<UrlUploadLimits> = {},
  options: { production?: boolean; now?: () => number } = {},
) {
  const fetcher = new SafeFetcher(
    { userAgent: 'test' },
    options.production ? undefined : publicOrLoopback,
  );
  fetchers.push(fetcher);
  return new UrlUploadService({
    fetcher,
    maxUploadBytes: async () => MB,
    limits,
    now: options.now,
  });
}

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('UrlUploadService.info', () => {
  it('describes a file from its HEAD answer', async () => {
    const info = await service().info(`${remote.origin}/files/report.pdf`, admin, PAGE);
    expect(info).toEqual({
      url: `${remote.origin}/files/report.pdf`,
      filename: 'report.pdf',
      contentType: 'application/pdf',
      size: 11,
      lastModified: '2015-10-21T07:28:00.000Z',
      corsSupported: true,
    });
    expect(remote.seen.at(-1)).toBe('HEAD /files/report.pdf');
  });

  it('names the file after the URL it was redirected to', async () => {
    const info = await service().info(`${remote.origin}/latest`, admin, PAGE);
    expect(info.url).toBe(`${remote.origin}/latest`);
    expect(info.filename).toBe('report.pdf');
  });

  it('prefers filename* of Content-Disposition, and sees CORS granted to our origin only', async () => {
    const svc = service();
    const ours = await svc.info(`${remote.origin}/download`, key, PAGE);
    expect(ours).toMatchObject({
      filename: '报告.txt',
      contentType: 'text/plain',
      size: null,
      corsSupported: true,
    });
    const theirs = await svc.info(`${remote.origin}/download`, key, 'https://elsewhere.example');
    expect(theirs.corsSupported).toBe(false);
  });

  it('keeps only the base name of a hostile file name', async () => {
    const info = await service().info(`${remote.origin}/evil`, admin, PAGE);
    expect(info.filename).toBe('passwd');
    expect(info.contentType).toBe('application/octet-stream');
  });

  it('falls back to a one-byte ranged GET when HEAD is refused, decoding the path name', async () => {
    const info = await service().info(
      `${remote.origin}/no-head/%E6%96%87%E4%BB%B6%20one.bin`,
      admin,
      null,
    );
    expect(info).toMatchObject({ filename: '文件 one.bin', size: 5000, corsSupported: false });
    expect(remote.seen.slice(-2)).toEqual([
      'HEAD /no-head/%E6%96%87%E4%BB%B6%20one.bin',
      'GET /no-head/%E6%96%87%E4%BB%B6%20one.bin',
    ]);
  });

  it.each([
    ['announced by HEAD', '/huge.iso'],
    ['told by Content-Range', '/no-head/huge.bin'],
  ])('refuses a file over the upload limit (%s) with 413', async (_how, path) => {
    const error = await appErrorOf(service().info(`${remote.origin}${path}`, admin, PAGE));
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/larger than the 1.0 MB upload limit/);
  });

  it('answers 502 when the remote answers an error', async () => {
    const error = await appErrorOf(service().info(`${remote.origin}/gone`, admin, PAGE));
    expect(error).toMatchObject({
      status: 502,
      code: ErrorCode.UPSTREAM_FAILED,
      message: 'the remote server answered 404',
    });
  });

  it('answers 403 for a loopback URL in production, without contacting it', async () => {
    const before = remote.seen.length;
    const error = await appErrorOf(
      service({}, { production: true }).info(`${remote.origin}/files/report.pdf`, admin, PAGE),
    );
    expect(error).toMatchObject({ status: 403, code: ErrorCode.URL_NOT_ALLOWED });
    expect(remote.seen.length).toBe(before);
  });

  it('answers 400 for a URL carrying credentials', async () => {
    const error = await appErrorOf(service().info('http://user:secret@example.com/f', admin, PAGE));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^URL upload needs a valid http or https URL/);
  });
});

describe('UrlUploadService.proxy', () => {
  it('relays the body with its name, type and size', async () => {
    const download = await service().proxy(`${remote.origin}/files/report.pdf`, admin);
    expect(download).toMatchObject({
      filename: 'report.pdf',
      contentType: 'application/pdf',
      size: 11,
      contentEncoding: null,
    });
    expect(await text(download.body)).toBe('pdf-content');
  });

  it('refuses a file over the upload limit with 413', async () => {
    const error = await appErrorOf(service().proxy(`${remote.origin}/huge.iso`, admin));
    expect(error.status).toBe(413);
  });

  it('limits downloads running at once per principal, freeing the slot when a body closes', async () => {
    const svc = service({ concurrentProxies: 1 });
    const first = await svc.proxy(`${remote.origin}/files/report.pdf`, key);
    const error = await appErrorOf(svc.proxy(`${remote.origin}/files/report.pdf`, key));
    expect(error.status).toBe(429);
    // Another principal has its own slots.
    const other = await svc.proxy(`${remote.origin}/files/report.pdf`, admin);
    other.body.destroy();
    first.body.destroy();
    await once(first.body, 'close');
    const again = await svc.proxy(`${remote.origin}/files/report.pdf`, key);
    expect(await text(again.body)).toBe('pdf-content');
  });
});

describe('UrlUploadService rate limit', () => {
  it('allows a fixed number of calls per principal and minute, then answers 429 with Retry-After', async () => {
    let now = 1_000_000;
    const svc = service({ callsPerMinute: 2 }, { now: () => now });
    const url = `${remote.origin}/files/report.pdf`;
    await svc.info(url, key, PAGE);
    (await svc.proxy(url, key)).body.destroy();
    const error = await appErrorOf(svc.info(url, key, PAGE));
    expect(error).toMatchObject({ status: 429, code: ErrorCode.RATE_LIMITED });
    expect(Number(error.headers['Retry-After'])).toBeGreaterThan(0);
    await expect(svc.info(url, admin, PAGE)).resolves.toMatchObject({ filename: 'report.pdf' });
    now += 61_000;
    await expect(svc.info(url, key, PAGE)).resolves.toMatchObject({ filename: 'report.pdf' });
  });
});
