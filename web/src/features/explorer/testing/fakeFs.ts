/**
 * A stand-in for the server's /api/fs routes in tests: folders and files as the real API answers
 * them (envelopes, 403/404), storage links that serve the given text, and a log of the calls.
 */
import type { FsFileInfo, FsItem } from '@cloudpaste/contracts';
import { vi } from 'vitest';
import { envelopeResponse } from '../../../test/stubFetch';
import { listing } from './fsItems';

export interface FakeFs {
  /** Folder path -> its entries; a folder with `isVirtual` listings lists mounts. */
  folders: Record<string, FsItem[]>;
  virtual?: string[];
  /** File path -> the bytes its storage link serves. */
  contents?: Record<string, string>;
  /** Path -> [status, message] that list and get answer instead. */
  errors?: Record<string, [number, string]>;
  /** Storage links are same-origin local ones unless this origin is given (an S3 bucket). */
  linkOrigin?: string;
}

export function linkOf(path: string, kind: 'preview' | 'download', origin = ''): string {
  return `${origin}/api/storage/local/${kind}${path.split('/').map(encodeURIComponent).join('/')}`;
}

export function stubFs(fs: FakeFs) {
  const calls: string[] = [];
  const find = (path: string) =>
    Object.values(fs.folders)
      .flat()
      .find((item) => item.path === path);
  // `init` is part of the signature so tests can read the headers each call sent.
  const fetchMock = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.searchParams.get('path') ?? '/';
    if (url.pathname === '/api/fs/list' || url.pathname === '/api/fs/get') {
      const call = `${url.pathname.slice('/api/fs/'.length)} ${path}`;
      calls.push(call);
      const error = fs.errors?.[path];
      if (error) return envelopeResponse(error[0], null, error[1]);
      if (url.pathname === '/api/fs/list') {
        const items = fs.folders[path];
        return items
          ? envelopeResponse(200, listing(path, items, fs.virtual?.includes(path)))
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
  return { calls, fetchMock };
}
