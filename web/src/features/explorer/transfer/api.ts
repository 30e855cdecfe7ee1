/**
 * The FsTransport over the api client: the explorer's upload, folder and delete calls
 * (docs/API.md "Filesystem (mounts)"). Bytes go through XMLHttpRequest, which reports progress.
 */
import {
  DECLARED_SIZE_FIELD,
  UPLOAD_TIMEOUT_MS,
  type FsArchiveTicket,
  type FsBatchCopyResult,
  type FsBatchRemoveResult,
  type FsItem,
  type FsListUploadsAnswer,
  type FsMultipartInitAnswer,
  type FsPresignAnswer,
  type ListPartsAnswer,
  type PresignedPartUrl,
} from '@cloudpaste/contracts';
import { api } from '../../../api/client';
import { postFormWithProgress, putToStorage, resolveUploadUrl } from '../../../api/transfer';
import { downloadBlob } from '../../../lib/transfer/download';
import type { FsTransport } from './transport';

/**
 * `POST /api/fs/upload`'s form. The server must know the folder before the bytes arrive, so `path`
 * goes first; so does the size, which lets it check the limits first and store the file in one
 * request.
 */
export function fsUploadForm(folder: string, file: File): FormData {
  const form = new FormData();
  form.append('path', folder);
  form.append(DECLARED_SIZE_FIELD, String(file.size));
  form.append('file', file, file.name);
  return form;
}

export const fsTransport: FsTransport = {
  presign: (body, signal) => api.post<FsPresignAnswer>('/fs/presign', body, { signal }),
  commit: (body, signal) => api.post<FsItem>('/fs/presign/commit', body, { signal }),
  stream: (folder, file, options) =>
    postFormWithProgress<FsItem>('/fs/upload', fsUploadForm(folder, file), options),
  multipartInit: (body, signal) =>
    api.post<FsMultipartInitAnswer>('/fs/multipart/init', body, { signal }),
  listUploads: (path, signal) =>
    api.post<FsListUploadsAnswer>('/fs/multipart/list-uploads', { path }, { signal }),
  listParts: (body, signal) =>
    api.post<ListPartsAnswer>('/fs/multipart/list-parts', body, { signal }),
  refreshUrls: (body, signal) =>
    api.post<{ presignedUrls: PresignedPartUrl[] }>('/fs/multipart/refresh-urls', body, {
      signal,
    }),
  // Joining many parts can take the storage a while.
  complete: (body, signal) =>
    api.post<FsItem>('/fs/multipart/complete', body, { signal, timeoutMs: UPLOAD_TIMEOUT_MS }),
  abort: async (body) => {
    await api.post('/fs/multipart/abort', body);
  },
  put: putToStorage,
  mkdir: (path, signal) => api.post<FsItem>('/fs/mkdir', { path }, { signal }),
  remove: (paths, signal) =>
    api.delete<FsBatchRemoveResult>('/fs/batch-remove', { paths }, { signal }),
  rename: (oldPath, newPath, signal) =>
    api.post<FsItem>('/fs/rename', { oldPath, newPath }, { signal }),
  // A copy inside one storage is the server's: a large folder takes a while.
  copy: (body, signal) =>
    api.post<FsBatchCopyResult>('/fs/batch-copy', body, { signal, timeoutMs: UPLOAD_TIMEOUT_MS }),
  copyCommit: (body, signal) =>
    api.post<FsBatchRemoveResult>('/fs/batch-copy-commit', body, { signal }),
  // Counting what a large folder holds takes the server a while.
  archive: (body, signal) =>
    api.post<FsArchiveTicket>('/fs/archive', body, { signal, timeoutMs: UPLOAD_TIMEOUT_MS }),
  download: (url, options) => downloadBlob(resolveUploadUrl(url), options),
};
