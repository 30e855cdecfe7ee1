/**
 * The fake server's copies: inside one mount it copies entries itself; between mounts (each fake
 * mount is its own storage) it answers the links a client carries the bytes with, and
 * batch-copy-commit checks that each arrived (server.objects, filled by the fake storage's PUTs).
 */
import type {
  CrossStorageFile,
  FsBatchCopyInput,
  FsBatchCopyResult,
  FsBatchRemoveResult,
  FsItem,
} from '@cloudpaste/contracts';
import { joinPath } from '../explorerPath';
import type { FakeFs } from './fakeFs';
import { answer, withInput } from './fakeFsContract';
import { addFile, findEntry, putEntry } from './fakeTree';
import { writeError, type FakeServer } from './fakeServer';

/** The mount a path lies in: the mount folder listed at the root that contains it. */
export function mountOf(fs: FakeFs, path: string): string | null {
  const mount = fs.folders['/']?.find(
    (item) => path === item.path || path.startsWith(`${item.path}/`),
  );
  return mount?.mount_id ?? null;
}

/** Every file at or below `path`, as [source path, path relative to it]. */
function filesBelow(fs: FakeFs, item: FsItem): [FsItem, string][] {
  if (!item.isDirectory) return [[item, '']];
  return (fs.folders[item.path] ?? []).flatMap((child) =>
    filesBelow(fs, child).map(([file, rest]): [FsItem, string] => [file, `/${child.name}${rest}`]),
  );
}

function copyTree(fs: FakeFs, item: FsItem, to: string) {
  putEntry(fs, { ...item, path: to, name: to.slice(to.lastIndexOf('/') + 1) });
  for (const child of item.isDirectory ? (fs.folders[item.path] ?? []) : []) {
    copyTree(fs, child, joinPath(to, child.name));
  }
  const text = fs.contents?.[item.path];
  if (text !== undefined) fs.contents![to] = text;
}

/** POST /api/fs/batch-copy and /batch-copy-commit, body as sent; null for other routes. */
export function handleCopyRoute(server: FakeServer, route: string, raw: unknown): Response | null {
  if (route === 'batch-copy')
    return withInput(server, 'batch-copy', raw, (input) => copy(server, input));
  if (route === 'batch-copy-commit') {
    return withInput(server, 'batch-copy-commit', raw, ({ files }) => {
      const failed: FsBatchRemoveResult['failed'] = [];
      for (const file of files) {
        server.calls.push(`copy-commit ${file.targetPath} ${file.fileSize}`);
        const size = server.objects.get(file.targetPath);
        if (size === undefined)
          failed.push({ path: file.targetPath, error: 'not found in storage' });
        else addFile(server.fs, file.targetPath, size);
      }
      return answer('batch-copy-commit', 200, { success: files.length - failed.length, failed });
    });
  }
  return null;
}

function copy(server: FakeServer, { items, skipExisting }: FsBatchCopyInput): Response {
  const { fs, calls } = server;
  const result: FsBatchCopyResult = {
    success: 0,
    skipped: 0,
    failed: [],
    crossStorage: false,
    requiresClientSideCopy: false,
    crossStorageResults: [],
  };
  for (const { sourcePath, targetPath } of items) {
    calls.push(`copy ${sourcePath} -> ${targetPath}`);
    const source = findEntry(fs, sourcePath);
    const failure = writeError(server, `copy ${sourcePath}`);
    if (!source || failure) {
      const error = failure?.[1] ?? 'file or folder not found';
      result.failed.push({ sourcePath, error });
      continue;
    }
    const target = joinPath(targetPath, source.name);
    const targetMountId = mountOf(fs, target);
    if (mountOf(fs, sourcePath) === targetMountId) {
      copyTree(fs, source, target);
      result.success++;
      continue;
    }
    // skipExisting: files the target has already are left out and counted, as the server does.
    const below = filesBelow(fs, source).filter(
      ([, rest]) => !(skipExisting && findEntry(fs, `${target}${rest}`)),
    );
    result.skipped += filesBelow(fs, source).length - below.length;
    const files: CrossStorageFile[] = below.map(([file, rest]) => ({
      sourcePath: file.path,
      targetPath: `${target}${rest}`,
      s3Path: `${target}${rest}`.slice(1),
      contentType: file.mimetype ?? 'application/octet-stream',
      fileSize: file.size,
      downloadUrl: `/api/storage/local/download${encodeURI(file.path)}`,
      uploadUrl: `/api/storage/local/put${encodeURI(`${target}${rest}`)}`,
      uploadHeaders: {},
    }));
    result.crossStorageResults.push({
      sourcePath,
      targetPath: target,
      targetMountId: targetMountId ?? '',
      items: files,
    });
  }
  result.crossStorage = result.requiresClientSideCopy = result.crossStorageResults.length > 0;
  return answer('batch-copy', 200, result);
}
