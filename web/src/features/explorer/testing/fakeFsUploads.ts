/**
 * The fake server's upload routes (presign + commit, multipart with resume) and its storage, which
 * takes PUTs through XMLHttpRequest: it can hide the ETag header, be unreachable, or hold requests.
 */
import { MULTIPART_PART_SIZE } from '@cloudpaste/contracts';
import { envelopeResponse } from '../../../test/stubFetch';
import { joinPath } from '../explorerPath';
import { answer, parseInput, withInput, type FsInput } from './fakeFsContract';
import { mountOf } from './fakeFsCopies';
import { addFile } from './fakeTree';
import {
  writeError,
  type FakeServer,
  type FakeUpload,
  type XhrCall,
  type XhrOutcome,
} from './fakeServer';

const storageUrl = (server: FakeServer, rest: string) =>
  `${server.fs.linkOrigin ?? ''}/api/storage/local/${rest}`;
const partUrl = (server: FakeServer, uploadId: string, n: number, fresh = false) =>
  storageUrl(server, `part/${uploadId}/${n}${fresh ? '?fresh=1' : ''}`);
/** The links and sessions the fake hands out do not run out during a test. */
const FAR_FUTURE = '2100-01-01T00:00:00.000Z';

/** POST /api/fs/presign, /presign/commit and /multipart/*, body as sent; null for other routes. */
export function handleUploadRoute(
  server: FakeServer,
  route: string,
  raw: unknown,
): Response | null {
  const { calls } = server;
  switch (route) {
    case 'presign':
      return withInput(server, 'presign', raw, ({ path, fileName, contentType }) => {
        calls.push(`presign ${path} ${fileName}`);
        const failure = writeError(server, `presign ${path}`);
        if (failure) return envelopeResponse(failure[0], null, failure[1]);
        const targetPath = joinPath(path, fileName);
        const presignedUrl = storageUrl(server, `put${encodeURI(targetPath)}`);
        return answer('presign', 200, {
          presignedUrl,
          headers: { 'x-amz-meta-test': '1' },
          fileId: targetPath,
          s3Path: targetPath.slice(1),
          s3Url: presignedUrl,
          mountId: mountOf(server.fs, targetPath) ?? '',
          s3ConfigId: 'storage-1',
          targetPath,
          // The server always names one: the declared type, or one guessed from the name.
          contentType: contentType ?? 'application/octet-stream',
          expiresAt: FAR_FUTURE,
        });
      });
    case 'presign/commit':
      return withInput(server, 'presign/commit', raw, ({ targetPath }) => {
        calls.push(`commit ${targetPath}`);
        const size = server.objects.get(targetPath);
        if (size === undefined)
          return envelopeResponse(400, null, 'the uploaded file was not found in storage');
        return answer('presign/commit', 201, addFile(server.fs, targetPath, size));
      });
    case 'multipart/init':
      return withInput(server, 'multipart/init', raw, ({ path, fileName, fileSize }) => {
        calls.push(`init ${path} ${fileName}`);
        const upload: FakeUpload = {
          uploadId: `u${server.nextId++}`,
          folder: path,
          fileName,
          fileSize,
          initiated: new Date().toISOString(),
          parts: {},
        };
        server.uploads.push(upload);
        const partCount = Math.ceil(fileSize / MULTIPART_PART_SIZE);
        return answer('multipart/init', 200, {
          uploadId: upload.uploadId,
          key: joinPath(path, fileName).slice(1),
          partSize: MULTIPART_PART_SIZE,
          partCount,
          expiresAt: FAR_FUTURE,
          presignedUrls: Array.from({ length: partCount }, (_, i) => ({
            partNumber: i + 1,
            url: partUrl(server, upload.uploadId, i + 1),
          })),
        });
      });
    case 'multipart/list-uploads':
      return withInput(server, 'multipart/list-uploads', raw, ({ path }) => {
        calls.push(`list-uploads ${path}`);
        const uploads = server.uploads
          .filter((u) => u.folder === path)
          .map(({ uploadId, fileName, fileSize, initiated }) => ({
            uploadId,
            fileName,
            fileSize,
            initiated,
            key: joinPath(path, fileName).slice(1),
            expiresAt: FAR_FUTURE,
          }));
        return answer('multipart/list-uploads', 200, { uploads });
      });
    case 'multipart/list-parts':
      return withSession(server, 'multipart/list-parts', raw, (upload) => {
        const parts = Object.entries(upload.parts).map(([n, part]) => ({
          partNumber: Number(n),
          ...part,
        }));
        return answer('multipart/list-parts', 200, { parts });
      });
    case 'multipart/refresh-urls':
      return withSession(server, 'multipart/refresh-urls', raw, (upload, { partNumbers }) => {
        calls.push(`refreshed ${partNumbers.join(',')}`);
        return answer('multipart/refresh-urls', 200, {
          presignedUrls: partNumbers.map((n) => ({
            partNumber: n,
            url: partUrl(server, upload.uploadId, n, true),
          })),
        });
      });
    case 'multipart/complete':
      return withSession(server, 'multipart/complete', raw, (upload) => {
        server.uploads = server.uploads.filter((u) => u !== upload);
        const item = addFile(server.fs, joinPath(upload.folder, upload.fileName), upload.fileSize);
        return answer('multipart/complete', 201, item);
      });
    case 'multipart/abort':
      return withSession(server, 'multipart/abort', raw, (upload) => {
        server.uploads = server.uploads.filter((u) => u !== upload);
        return answer('multipart/abort', 200, { uploadId: upload.uploadId, aborted: true });
      });
    default:
      return null;
  }
}

type SessionRoute =
  'multipart/list-parts' | 'multipart/refresh-urls' | 'multipart/complete' | 'multipart/abort';

/** A route on one upload session (logged as 'list-parts u1'): 404 when the folder has no such one. */
function withSession<R extends SessionRoute>(
  server: FakeServer,
  route: R,
  raw: unknown,
  respond: (upload: FakeUpload, input: FsInput<R>) => Response,
): Response {
  return withInput(server, route, raw, (input) => {
    server.calls.push(`${route.slice('multipart/'.length)} ${input.uploadId}`);
    const upload = server.uploads.find(
      (u) => u.uploadId === input.uploadId && u.folder === input.path,
    );
    return upload
      ? respond(upload, input)
      : envelopeResponse(404, null, 'upload session not found');
  });
}

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
function bytesOf(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

const sizeOf = (body: unknown) => (body instanceof Blob ? body.size : 0);

/** The storage (GETs of download links, PUTs) and POST /api/fs/upload, as XMLHttpRequest reaches them. */
export async function handleXhr(server: FakeServer, call: XhrCall): Promise<XhrOutcome> {
  const { storage = {} } = server.fs;
  const { pathname } = call.url;
  if (call.method === 'POST' && pathname === '/api/fs/upload') {
    const form = call.body as FormData;
    const file = form.get('file') as File;
    server.calls.push(
      `stream ${[...form.keys()].join(',')} ${String(form.get('path'))} ${file.name}`,
    );
    const parsed = parseInput(server, 'upload', { path: form.get('path'), fileName: file.name });
    if ('refused' in parsed) return { status: 400, body: await parsed.refused.text() };
    const target = joinPath(parsed.input.path, file.name);
    call.progress(file.size);
    // Text files keep their bytes, so the editor's saves can be read back.
    if (file.type.startsWith('text/'))
      (server.fs.contents ??= {})[target] = new Uint8Array(await bytesOf(file));
    const item = addFile(server.fs, target, file.size);
    return { status: 201, body: await answer('upload', 201, item).text() };
  }
  if (call.method === 'GET') {
    const path = decodeURI(pathname.slice('/api/storage/local/download'.length));
    server.calls.push(`get ${path}`);
    const text = server.fs.contents?.[path];
    if (text === undefined) return { status: 404 };
    return { status: 200, body: typeof text === 'string' ? text : new TextDecoder().decode(text) };
  }
  const isRemote = call.url.origin !== 'http://localhost';
  if (storage.isUnreachable && isRemote) return 'network';
  if (storage.isHolding) return 'hold';
  const size = sizeOf(call.body);
  call.progress(Math.floor(size / 2));
  await storage.gate;
  call.progress(size);
  const part = /\/api\/storage\/local\/part\/([^/]+)\/(\d+)$/.exec(pathname);
  if (part) {
    const [, uploadId = '', n = '0'] = part;
    server.calls.push(`put part ${uploadId} ${n}`);
    const upload = server.uploads.find((u) => u.uploadId === uploadId);
    if (!upload) return { status: 404 };
    const etag = `"p${n}"`;
    upload.parts[Number(n)] = { etag, size };
    return { status: 200, headers: storage.hidesEtag ? {} : { ETag: etag } };
  }
  const path = decodeURI(pathname.slice('/api/storage/local/put'.length));
  server.calls.push(`put ${path} ${call.headers['Content-Type'] ?? ''}`);
  server.objects.set(path, size);
  return { status: 200, headers: storage.hidesEtag ? {} : { ETag: '"whole"' } };
}
