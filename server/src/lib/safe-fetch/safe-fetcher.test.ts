import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  publicOrLoopback,
  startRemoteServer,
  type RemoteHandler,
  type RemoteServer,
} from '../../../test/remote-server.js';
import type { AddressPolicy } from './address-policy.js';
import {
  BadStatusError,
  BadUrlError,
  RefusedAddressError,
  TimeoutError,
  TooLargeError,
  UpstreamError,
} from './errors.js';
import type { Resolver } from './pinned-lookup.js';
import { SafeFetcher, type SafeRequest } from './safe-fetcher.js';

const LIMITS: SafeRequest = { maxBytes: 1024, timeoutMs: 10_000, idleTimeoutMs: 10_000 };

const routes: Record<string, RemoteHandler> = {
  '/hello': (_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': '5' }).end('hello'),
  '/host': (req, res) => res.end(req.headers.host),
  '/missing': (_req, res) => res.writeHead(404).end('nope'),
  '/to-private': (_req, res) => res.writeHead(302, { Location: 'http://10.0.0.1/secret' }).end(),
  '/to-metadata': (_req, res) =>
    res.writeHead(301, { Location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  '/to-mapped': (_req, res) => res.writeHead(307, { Location: 'http://[::ffff:a9fe:a9fe]/' }).end(),
  '/to-ftp': (_req, res) => res.writeHead(302, { Location: 'ftp://example.com/file' }).end(),
  '/to-nowhere': (_req, res) => res.writeHead(302).end(),
  '/big-announced': (_req, res) =>
    res.writeHead(200, { 'Content-Length': '4096' }).end('x'.repeat(4096)),
  '/big-chunked': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
    for (let i = 0; i < 8; i++) res.write('y'.repeat(256));
    res.end();
  },
  '/never': () => {
    // Never answers: the total timeout must end the wait.
  },
  '/stall-body': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.write('first chunk');
  },
  '/many-headers': (_req, res) => {
    for (let i = 0; i < 150; i++) res.setHeader(`x-h-${i}`, 'v');
    res.end('ok');
  },
};

/** /hops/N redirects N times before answering. */
for (let left = 0; left <= 6; left++) {
  routes[`/hops/${left}`] = (_req, res) =>
    left === 0 ? res.end('arrived') : res.writeHead(302, { Location: `/hops/${left - 1}` }).end();
}

let remote: RemoteServer;
let origin: string;

beforeAll(async () => {
  remote = await startRemoteServer(routes);
  origin = remote.origin;
});

afterAll(async () => {
  await Promise.all(fetchers.map((f) => f.close()));
  await remote.close();
});

const fetchers: SafeFetcher[] = [];
function fetcher(policy?: AddressPolicy, resolve?: Resolver): SafeFetcher {
  const f = new SafeFetcher({ userAgent: 'test', resolve }, policy);
  fetchers.push(f);
  return f;
}

describe('SafeFetcher with the production policy', () => {
  it('refuses the loopback test server without sending it anything', async () => {
    const before = remote.seen.length;
    await expect(fetcher().fetch(`${origin}/hello`, LIMITS)).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    expect(remote.seen.length).toBe(before);
  });

  it('refuses a name resolving to loopback, before connecting', async () => {
    const before = remote.seen.length;
    const loopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    await expect(
      fetcher(undefined, loopback).fetch(`http://rebound.example:${remote.port}/hello`, LIMITS),
    ).rejects.toBeInstanceOf(RefusedAddressError);
    expect(remote.seen.length).toBe(before);
  });

  it('answers UpstreamError when the name does not resolve', async () => {
    const failing: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(
      fetcher(undefined, failing).fetch('http://nowhere.example/', LIMITS),
    ).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe('SafeFetcher against a local server (loopback allowed for the test)', () => {
  it('streams the body with its headers', async () => {
    const res = await fetcher(publicOrLoopback).fetch(`${origin}/hello`, LIMITS);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.contentLength).toBe(5);
    expect(await text(res.body)).toBe('hello');
  });

  it('connects to the address it checked, sending the name as Host (pinned resolution)', async () => {
    const port = remote.port;
    let calls = 0;
    const resolve: Resolver = async () => {
      calls += 1;
      // A rebinding resolver: a second lookup would point somewhere else.
      return calls === 1
        ? [{ address: '127.0.0.1', family: 4 }]
        : [{ address: '10.0.0.1', family: 4 }];
    };
    const res = await fetcher(publicOrLoopback, resolve).fetch(
      `http://files.example:${port}/host`,
      LIMITS,
    );
    expect(await text(res.body)).toBe(`files.example:${port}`);
    expect(calls).toBe(1);
  });

  it('refuses a name when any one of its addresses is refused, before connecting', async () => {
    const before = remote.seen.length;
    // Every address here is one the test may reach except 10.0.0.1: a bug would show as a request.
    const mixed: Resolver = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    await expect(
      fetcher(publicOrLoopback, mixed).fetch(`http://mixed.example:${remote.port}/hello`, LIMITS),
    ).rejects.toBeInstanceOf(RefusedAddressError);
    expect(remote.seen.length).toBe(before);
  });

  it('follows up to five redirects and reports the final URL', async () => {
    const res = await fetcher(publicOrLoopback).fetch(`${origin}/hops/5`, LIMITS);
    expect(res.url.href).toBe(`${origin}/hops/0`);
    expect(await text(res.body)).toBe('arrived');
  });

  it('refuses a sixth redirect', async () => {
    await expect(
      fetcher(publicOrLoopback).fetch(`${origin}/hops/6`, LIMITS),
    ).rejects.toBeInstanceOf(UpstreamError);
  });

  it.each(['/to-private', '/to-metadata', '/to-mapped'])(
    'refuses a redirect to a non-public address (%s)',
    async (path) => {
      await expect(
        fetcher(publicOrLoopback).fetch(`${origin}${path}`, LIMITS),
      ).rejects.toBeInstanceOf(RefusedAddressError);
    },
  );

  it('refuses a redirect to another scheme as a remote failure', async () => {
    const f = fetcher(publicOrLoopback);
    await expect(f.fetch(`${origin}/to-ftp`, LIMITS)).rejects.toBeInstanceOf(UpstreamError);
    // The caller's own bad URL stays a BadUrlError.
    await expect(f.fetch('ftp://example.com/', LIMITS)).rejects.toBeInstanceOf(BadUrlError);
  });

  it('answers BadStatusError for an error status or a redirect without Location', async () => {
    await expect(
      fetcher(publicOrLoopback).fetch(`${origin}/missing`, LIMITS),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      fetcher(publicOrLoopback).fetch(`${origin}/to-nowhere`, LIMITS),
    ).rejects.toBeInstanceOf(BadStatusError);
  });

  it('refuses a body announced larger than the cap before reading it', async () => {
    const error = await fetcher(publicOrLoopback)
      .fetch(`${origin}/big-announced`, LIMITS)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooLargeError);
    expect(error).toMatchObject({ limitBytes: 1024, sizeBytes: 4096 });
  });

  it('stops a body without a length once it passes the cap', async () => {
    const res = await fetcher(publicOrLoopback).fetch(`${origin}/big-chunked`, LIMITS);
    expect(res.contentLength).toBeNull();
    await expect(text(res.body)).rejects.toBeInstanceOf(TooLargeError);
  });

  it('times out a server that never answers', async () => {
    const limits = { ...LIMITS, timeoutMs: 300 };
    await expect(fetcher(publicOrLoopback).fetch(`${origin}/never`, limits)).rejects.toBeInstanceOf(
      TimeoutError,
    );
  });

  it('times out a body that goes silent', async () => {
    const res = await fetcher(publicOrLoopback).fetch(`${origin}/stall-body`, {
      ...LIMITS,
      idleTimeoutMs: 300,
    });
    await expect(text(res.body)).rejects.toBeInstanceOf(TimeoutError);
  });

  it('refuses a response with too many headers', async () => {
    await expect(
      fetcher(publicOrLoopback).fetch(`${origin}/many-headers`, LIMITS),
    ).rejects.toBeInstanceOf(UpstreamError);
  });
});
