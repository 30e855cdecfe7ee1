/**
 * The fake server's write routes as JSON calls: mkdir, rename, batch-remove, update, create-share,
 * file-link and archive. `fs.writeErrors` makes any of them answer an error for a given path.
 */
import { envelopeResponse } from '../../../test/stubFetch';
import { addFolder, findEntry, moveEntry, removeEntry, rewriteFile } from './fakeTree';
import { writeError, type FakeServer } from './fakeServer';

type Body = Record<string, unknown>;

/** Write routes by name ('mkdir', 'rename' …); null for routes handled elsewhere. */
export function handleWriteRoute(
  server: FakeServer,
  route: string,
  body: Body,
  query: URLSearchParams,
): Response | null {
  const { fs, calls } = server;
  const path = String(body.path ?? body.oldPath ?? query.get('path') ?? '');
  const fail = (key: string) => {
    const failure = writeError(server, `${key} ${path}`);
    return failure && envelopeResponse(failure[0], null, failure[1]);
  };
  switch (route) {
    case 'mkdir': {
      calls.push(`mkdir ${path}`);
      if (findEntry(fs, path)) return envelopeResponse(409, null, `${path} already exists`);
      return fail('mkdir') ?? envelopeResponse(201, addFolder(fs, path));
    }
    case 'rename': {
      const target = String(body.newPath);
      calls.push(`rename ${path} -> ${target}`);
      if (findEntry(fs, target)) return envelopeResponse(409, null, `${target} already exists`);
      return fail('rename') ?? envelopeResponse(200, moveEntry(fs, path, target));
    }
    case 'batch-remove': {
      const paths = body.paths as string[];
      calls.push(`remove ${paths.join(',')}`);
      const failed = paths.flatMap((p) => {
        const failure = writeError(server, `remove ${p}`);
        if (failure) return [{ path: p, error: failure[1] }];
        removeEntry(fs, p);
        return [];
      });
      return envelopeResponse(200, { success: paths.length - failed.length, failed });
    }
    case 'update': {
      const content = String(body.content);
      calls.push(`update ${path} ${content.length}`);
      return fail('update') ?? envelopeResponse(200, rewriteFile(fs, path, content));
    }
    case 'create-share': {
      const { path: _shared, ...options } = body;
      const sent = Object.keys(options).length > 0 ? ` ${JSON.stringify(options)}` : '';
      calls.push(`create-share ${path}${sent}`);
      return fail('share') ?? envelopeResponse(201, { slug: 'shared-1', filename: path });
    }
    case 'file-link': {
      const download = query.get('force_download') === 'true';
      calls.push(`file-link ${path}${download ? ' download' : ''}`);
      const url = `https://cdn.example${encodeURI(path)}${download ? '?download=1' : ''}`;
      return (
        fail('file-link') ??
        envelopeResponse(200, { url, expires_at: fs.linkExpiresAt ?? null, proxy: false })
      );
    }
    case 'archive': {
      const paths = body.paths as string[];
      calls.push(`archive ${paths.join(',')}`);
      const failure = writeError(server, `archive ${paths[0] ?? ''}`);
      if (failure) return envelopeResponse(failure[0], null, failure[1]);
      const name = typeof body.name === 'string' ? body.name : 'files';
      return envelopeResponse(200, {
        url: '/api/fs/archive/ticket-1',
        expires_at: '2100-01-01T00:00:00.000Z',
        fileCount: paths.length,
        totalBytes: 0,
        fileName: `${name}.zip`,
      });
    }
    default:
      return null;
  }
}
