/**
 * A stand-in for the server's /api/fs routes in tests: folders and files as the real API answers
 * them (envelopes, 403/404), storage links that serve the given text, the write routes and uploads
 * (fakeFsWrites, fakeFsUploads; XMLHttpRequest too), and a log of the calls.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { vi } from 'vitest';
import { envelopeResponse } from '../../../test/stubFetch';
import { answer, queryOf, withInput } from './fakeFsContract';
import { handleCopyRoute, mountOf } from './fakeFsCopies';
import { handleSearch } from './fakeFsSearch';
import { handleUploadRoute, handleXhr } from './fakeFsUploads';
import { handleWriteRoute } from './fakeFsWrites';
import type { FakeServer, FakeUpload } from './fakeServer';
import { fakeXhrClass } from './fakeXhr';
import { listing } from './fsItems';

export interface FakeFs {
  /** Folder path -> its entries; a folder with `isVirtual` listings lists mounts. */
  folders: Record<string, FsItem[]>;
  virtual?: string[];
  /** Objects a search answers are indexed so far, as if a first index build were under way. */
  indexing?: number;
  /** File path -> the bytes its storage link serves (text is served as UTF-8). */
  contents?: Record<string, string | Uint8Array<ArrayBuffer>>;
  /** Path -> [status, message] that list and get answer instead. */
  errors?: Record<string, [number, string]>;
  /** Storage links are same-origin local ones unless this origin is given (an S3 bucket). */
  linkOrigin?: string;
  /** 'route path' -> [status, message] a write answers instead: 'mkdir /team/x', 'remove /a'. */
  writeErrors?: Record<string, [number, string]>;
  /** How the storage takes PUTs: without exposing ETag, unreachable (remote only), or never. */
  storage?: {
    hidesEtag?: boolean;
    isUnreachable?: boolean;
    isHolding?: boolean;
    /** PUTs stop halfway until this settles, so a test can see progress. */
    gate?: Promise<void>;
  };
  /** Unfinished multipart uploads the server holds (list-uploads), with their parts. */
  uploads?: FakeUpload[];
  /** What file-link answers as expires_at. */
  linkExpiresAt?: string;
  /** Folder path -> a promise its listing waits for, so a test can see a folder while it loads. */
  listGates?: Record<string, Promise<void>>;
  /** Routes ('multipart/complete') whose refusal (400 on a request body) the test expects. */
  refusable?: string[];
}

/** The server of the running test, so its refusals can fail the test afterwards. */
let current: FakeServer | undefined;

/**
 * Throws when the fake refused a request the test did not expect to be refused: a body or query
 * the real server would answer 400 (fakeFsContract.ts). Run after each test (setupExplorerTests).
 */
export function assertNothingRefused() {
  const server = current;
  current = undefined;
  const unexpected = server?.refused.filter(
    (line) => !server.fs.refusable?.includes(line.slice(0, line.indexOf(' '))),
  );
  if (unexpected?.length) {
    throw new Error(
      `The fake /api/fs refused requests the server would refuse:\n${unexpected.join('\n')}`,
    );
  }
}

export function linkOf(path: string, kind: 'preview' | 'download', origin = ''): string {
  return `${origin}/api/storage/local/${kind}${path.split('/').map(encodeURIComponent).join('/')}`;
}

export function stubFs(fs: FakeFs) {
  const calls: string[] = [];
  const server: FakeServer = {
    fs,
    calls,
    objects: new Map(),
    uploads: fs.uploads ?? [],
    nextId: 1,
    refused: [],
  };
  current = server;
  const find = (path: string) =>
    Object.values(fs.folders)
      .flat()
      .find((item) => item.path === path);
  // `init` is part of the signature so tests can read the headers each call sent.
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = url.pathname.slice('/api/fs/'.length);
    const query = queryOf(url.searchParams);
    if (url.pathname.startsWith('/api/fs/') && (init?.method ?? 'GET') !== 'GET') {
      const body: unknown = JSON.parse(String(init?.body ?? '{}'));
      const written =
        handleWriteRoute(server, route, body) ??
        handleCopyRoute(server, route, body) ??
        handleUploadRoute(server, route, body);
      if (written) return written;
    }
    if (url.pathname === '/api/fs/search') return handleSearch(server, url.searchParams);
    if (url.pathname === '/api/fs/file-link') return handleWriteRoute(server, route, query)!;
    if (route === 'list' || route === 'get') {
      return withInput(server, route, query, async ({ path }) => {
        calls.push(`${route} ${path}`);
        const error = fs.errors?.[path];
        if (error) return envelopeResponse(error[0], null, error[1]);
        if (route === 'list') {
          await fs.listGates?.[path];
          const items = fs.folders[path];
          return items
            ? answer(
                'list',
                200,
                listing(path, items, mountOf(fs, path), fs.virtual?.includes(path)),
              )
            : envelopeResponse(404, null, 'file or folder not found');
        }
        const item = find(path);
        if (!item) return envelopeResponse(404, null, 'file or folder not found');
        return answer('get', 200, {
          ...item,
          preview_url: item.isDirectory ? null : linkOf(path, 'preview', fs.linkOrigin),
          download_url: item.isDirectory ? null : linkOf(path, 'download', fs.linkOrigin),
        });
      });
    }
    if (url.pathname.startsWith('/api/storage/local/preview/')) {
      const file = decodeURIComponent(url.pathname.slice('/api/storage/local/preview'.length));
      calls.push(`content ${file}`);
      const text = fs.contents?.[file];
      return text === undefined ? new Response('gone', { status: 404 }) : new Response(text);
    }
    return envelopeResponse(404, null, 'not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'XMLHttpRequest',
    fakeXhrClass((call) => handleXhr(server, call)),
  );
  return { calls, fetchMock, server };
}
