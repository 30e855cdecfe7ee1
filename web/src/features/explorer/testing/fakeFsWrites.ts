/**
 * The fake server's write routes as JSON calls: mkdir, rename, batch-remove, update, create-share,
 * file-link and archive. `fs.writeErrors` makes any of them answer an error for a given path.
 */
import type { FsCreateShareInput, PublicFileInfo } from '@cloudpaste/contracts';
import { envelopeResponse } from '../../../test/stubFetch';
import { answer, withInput } from './fakeFsContract';
import { addFolder, findEntry, moveEntry, removeEntry, rewriteFile } from './fakeTree';
import { writeError, type FakeServer } from './fakeServer';

/** Write routes by name ('mkdir', 'rename' …), body (or file-link's query) as sent; null for others. */
export function handleWriteRoute(server: FakeServer, route: string, raw: unknown): Response | null {
  const { fs, calls } = server;
  const fail = (key: string, path: string) => {
    const failure = writeError(server, `${key} ${path}`);
    return failure && envelopeResponse(failure[0], null, failure[1]);
  };
  switch (route) {
    case 'mkdir':
      return withInput(server, 'mkdir', raw, ({ path }) => {
        calls.push(`mkdir ${path}`);
        if (findEntry(fs, path)) return envelopeResponse(409, null, `${path} already exists`);
        return fail('mkdir', path) ?? answer('mkdir', 201, addFolder(fs, path));
      });
    case 'rename':
      return withInput(server, 'rename', raw, ({ oldPath, newPath }) => {
        calls.push(`rename ${oldPath} -> ${newPath}`);
        if (findEntry(fs, newPath)) return envelopeResponse(409, null, `${newPath} already exists`);
        return fail('rename', oldPath) ?? answer('rename', 200, moveEntry(fs, oldPath, newPath));
      });
    case 'batch-remove':
      return withInput(server, 'batch-remove', raw, ({ paths }) => {
        calls.push(`remove ${paths.join(',')}`);
        const failed = paths.flatMap((p) => {
          const failure = writeError(server, `remove ${p}`);
          if (failure) return [{ path: p, error: failure[1] }];
          removeEntry(fs, p);
          return [];
        });
        return answer('batch-remove', 200, { success: paths.length - failed.length, failed });
      });
    case 'update':
      return withInput(server, 'update', raw, ({ path, content }) => {
        calls.push(`update ${path} ${content.length}`);
        return fail('update', path) ?? answer('update', 200, rewriteFile(fs, path, content));
      });
    case 'create-share':
      return withInput(server, 'create-share', raw, (input) => {
        // The log shows the options as the client sent them, before the schema's defaults.
        const { path: _shared, ...sent } = raw as Record<string, unknown>;
        const options = Object.keys(sent).length > 0 ? ` ${JSON.stringify(sent)}` : '';
        calls.push(`create-share ${input.path}${options}`);
        return fail('share', input.path) ?? createShare(server, input);
      });
    case 'file-link':
      return withInput(server, 'file-link', raw, ({ path, force_download: download }) => {
        calls.push(`file-link ${path}${download ? ' download' : ''}`);
        const url = `https://cdn.example${encodeURI(path)}${download ? '?download=1' : ''}`;
        return (
          fail('file-link', path) ??
          answer('file-link', 200, { url, expires_at: fs.linkExpiresAt ?? null, proxy: false })
        );
      });
    case 'archive':
      return withInput(server, 'archive', raw, ({ paths, name = 'files' }) => {
        calls.push(`archive ${paths.join(',')}`);
        const failure = writeError(server, `archive ${paths[0] ?? ''}`);
        if (failure) return envelopeResponse(failure[0], null, failure[1]);
        return answer('archive', 200, {
          url: '/api/fs/archive/ticket-1',
          expires_at: '2100-01-01T00:00:00.000Z',
          fileCount: paths.length,
          totalBytes: 0,
          fileName: `${name}.zip`,
        });
      });
    default:
      return null;
  }
}

/** A share of the file where it is, as the server's FsShareService answers it (PublicFileInfo). */
function createShare(server: FakeServer, input: FsCreateShareInput): Response {
  const item = findEntry(server.fs, input.path);
  if (!item) return envelopeResponse(404, null, 'file or folder not found');
  if (item.isDirectory) return envelopeResponse(400, null, 'a folder cannot be shared');
  const slug = input.slug ?? 'shared-1';
  const hasPassword = Boolean(input.password);
  const share: PublicFileInfo = {
    id: `share-${server.nextId++}`,
    slug,
    filename: item.name,
    mimetype: item.mimetype ?? 'application/octet-stream',
    size: item.size,
    remark: input.remark ?? null,
    created_at: '2030-01-01T00:00:00.000Z',
    requires_password: hasPassword,
    views: 0,
    max_views: input.max_views ?? 0,
    expires_at: null,
    previewUrl: hasPassword ? null : `/api/file-view/${slug}`,
    downloadUrl: hasPassword ? null : `/api/file-download/${slug}`,
    use_proxy: input.use_proxy === true,
    encrypted: false,
    type: item.type,
    typeName: item.typeName,
  };
  return answer('create-share', 201, share);
}
