/**
 * A stand-in for the server's /api/fs routes in tests: folders and files as the real API answers
 * them (envelopes, 403/404), storage links that serve the given text, the write routes and uploads
 * (fakeFsWrites, fakeFsUploads; XMLHttpRequest too), and a log of the calls.
 */
import type { FsFileInfo, FsItem } from '@cloudpaste/contracts';
import { vi } from 'vitest';
import { envelopeResponse } from '../../../test/stubFetch';
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
  };
  const find = (path: string) =>
    Object.values(fs.folders)
      .flat()
      .find((item) => item.path === path);
  // `init` is part of the signature so tests can read the headers each call sent.
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.searchParams.get('path') ?? '/';
    const route = url.pathname.slice('/api/fs/'.length);
    if (url.pathname.startsWith('/api/fs/') && (init?.method ?? 'GET') !== 'GET') {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      const answer =
        handleWriteRoute(server, route, body, url.searchParams) ??
        handleCopyRoute(server, route, body) ??
        handleUploadRoute(server, route, body);
      if (answer) return answer;
    }
    if (url.pathname === '/api/fs/search') return handleSearch(server, url.searchParams);
    if (url.pathname === '/api/fs/file-link') {
      return handleWriteRoute(server, route, {}, url.searchParams)!;
    }
    if (url.pathname === '/api/fs/list' || url.pathname === '/api/fs/get') {
      const call = `${url.pathname.slice('/api/fs/'.length)} ${path}`;
      calls.push(call);
      const error = fs.errors?.[path];
      if (error) return envelopeResponse(error[0], null, error[1]);
      if (url.pathname === '/api/fs/list') {
        await fs.listGates?.[path];
        const items = fs.folders[path];
        return items
          ? envelopeResponse(
              200,
              listing(path, items, mountOf(fs, path), fs.virtual?.includes(path)),
            )
          : envelopeResponse(404, null, 'file or folder not found');
      }
      const item = find(path);
      if (!item) return envelopeResponse(404, null, 'file or folder not found');
      const info: FsFileInfo = {
        ...item,
        preview_url: item.isDirectory ? null : linkOf(path, 'preview', fs.linkOrigin),
        download_url: item.isDirectory ? null : linkOf(path, 'download', fs.linkOrigin),
      };
      return envelopeResponse(200, info);
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
