/**
 * The fake server's upload routes (presign + commit, multipart with resume) and its storage, which
 * takes PUTs through XMLHttpRequest: it can hide the ETag header, be unreachable, or hold requests.
 */
import { missingEtagMessage, MULTIPART_PART_SIZE } from '@cloudpaste/contracts';
import { envelopeResponse } from '../../../test/stubFetch';
import { joinPath } from '../explorerPath';
import { addFile } from './fakeTree';
import { writeError, type FakeServer, type XhrCall, type XhrOutcome } from './fakeServer';

type Body = Record<string, unknown>;

const storageUrl = (server: FakeServer, rest: string) =>
  `${server.fs.linkOrigin ?? ''}/api/storage/local/${rest}`;
const partUrl = (server: FakeServer, uploadId: string, n: number, fresh = false) =>
  storageUrl(server, `part/${uploadId}/${n}${fresh ? '?fresh=1' : ''}`);

function findUpload(server: FakeServer, body: Body) {
  return server.uploads.find((u) => u.uploadId === body.uploadId && u.folder === body.path);
}

/** POST /api/fs/presign, /presign/commit and /multipart/*; null for other routes. */
export function handleUploadRoute(server: FakeServer, route: string, body: Body): Response | null {
  const { calls } = server;
  const folder = String(body.path ?? '');
  if (route === 'presign') {
    calls.push(`presign ${folder} ${String(body.fileName)}`);
    const failure = writeError(server, `presign ${folder}`);
    if (failure) return envelopeResponse(failure[0], null, failure[1]);
    const targetPath = joinPath(folder, String(body.fileName));
    return envelopeResponse(200, {
      presignedUrl: storageUrl(server, `put${encodeURI(targetPath)}`),
      headers: { 'x-amz-meta-test': '1' },
      targetPath,
      contentType: body.contentType,
    });
  }
  if (route === 'presign/commit') {
    const path = String(body.targetPath);
    calls.push(`commit ${path}`);
    const size = server.objects.get(path);
    if (size === undefined)
      return envelopeResponse(400, null, 'the uploaded file was not found in storage');
    return envelopeResponse(201, addFile(server.fs, path, size));
  }
  if (route === 'multipart/init') {
    calls.push(`init ${folder} ${String(body.fileName)}`);
    const upload = {
      uploadId: `u${server.nextId++}`,
      folder,
      fileName: String(body.fileName),
      fileSize: Number(body.fileSize),
      initiated: new Date().toISOString(),
      parts: {},
    };
    server.uploads.push(upload);
    const partCount = Math.ceil(upload.fileSize / MULTIPART_PART_SIZE);
    return envelopeResponse(200, {
      uploadId: upload.uploadId,
      partSize: MULTIPART_PART_SIZE,
      partCount,
      presignedUrls: Array.from({ length: partCount }, (_, i) => ({
        partNumber: i + 1,
        url: partUrl(server, upload.uploadId, i + 1),
      })),
    });
  }
  if (route === 'multipart/list-uploads') {
    calls.push(`list-uploads ${folder}`);
    const uploads = server.uploads
      .filter((u) => u.folder === folder)
      .map(({ uploadId, fileName, fileSize, initiated }) => ({
        uploadId,
        fileName,
        fileSize,
        initiated,
        key: `${folder}/${fileName}`,
        expiresAt: '2100-01-01T00:00:00.000Z',
      }));
    return envelopeResponse(200, { uploads });
  }
  const upload = findUpload(server, body);
  if (!route.startsWith('multipart/')) return null;
  calls.push(`${route.slice('multipart/'.length)} ${String(body.uploadId)}`);
  if (!upload) return envelopeResponse(404, null, 'upload session not found');
  if (route === 'multipart/list-parts') {
    const parts = Object.entries(upload.parts).map(([n, part]) => ({
      partNumber: Number(n),
      ...part,
    }));
    return envelopeResponse(200, { parts });
  }
  if (route === 'multipart/refresh-urls') {
    const numbers = body.partNumbers as number[];
    calls.push(`refreshed ${numbers.join(',')}`);
    return envelopeResponse(200, {
      presignedUrls: numbers.map((n) => ({
        partNumber: n,
        url: partUrl(server, upload.uploadId, n, true),
      })),
    });
  }
  const parts = body.parts as { partNumber: number; etag: string }[];
  const missing = parts?.find((p) => !p.etag);
  if (route === 'multipart/complete' && missing) {
    return envelopeResponse(400, null, `parts: ${missingEtagMessage(missing.partNumber)}`);
  }
  server.uploads = server.uploads.filter((u) => u !== upload);
  if (route === 'multipart/abort') {
    return envelopeResponse(200, { uploadId: upload.uploadId, aborted: true });
  }
  const item = addFile(server.fs, joinPath(folder, upload.fileName), upload.fileSize);
  return envelopeResponse(201, item);
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
    call.progress(file.size);
    // Text files keep their bytes, so the editor's saves can be read back.
    if (file.type.startsWith('text/'))
      (server.fs.contents ??= {})[joinPath(String(form.get('path')), file.name)] = new Uint8Array(
        await bytesOf(file),
      );
    const item = addFile(server.fs, joinPath(String(form.get('path')), file.name), file.size);
    return {
      status: 201,
      body: JSON.stringify({ code: 201, message: 'ok', data: item, success: true }),
    };
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
