/**
 * The explorer's single writes as TanStack Query mutations (docs/API.md "Filesystem (mounts)"):
 * new folder, rename, saving text, sharing a file, and its links that need no login. Each refreshes
 * what it changed.
 */
import {
  UPLOAD_TIMEOUT_MS,
  type CreateFolderShareInput,
  type FolderShare,
  type FsCreateShareInput,
  type FsFileLink,
  type FsItem,
  type PublicFileInfo,
} from '@cloudpaste/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../api/client';
import { useRefreshAfterWrite } from '../api';
import { fsTransport } from '../transfer/api';

export function useMkdir() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (path: string) => fsTransport.mkdir(path),
    onSuccess: () => refresh(),
  });
}

export function useRename() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: { oldPath: string; newPath: string }) =>
      api.post<FsItem>('/fs/rename', body),
    onSuccess: (_item, body) => refresh([body.oldPath, body.newPath]),
  });
}

/** What the editor saves: UTF-8 text, or the bytes of the text in another encoding. */
export type SavedText =
  { path: string; content: string } | { path: string; bytes: Uint8Array; encoding: string };

/**
 * The editor's text replaces the file: UTF-8 through POST /fs/update, which takes text; bytes in
 * any other encoding (or with a byte order mark) through POST /fs/upload, which replaces a file
 * of the same name, with the charset in their type.
 */
export function useSaveText() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: SavedText) => {
      if ('content' in body) return api.post<FsItem>('/fs/update', body);
      const at = body.path.lastIndexOf('/');
      const file = new File([body.bytes as Uint8Array<ArrayBuffer>], body.path.slice(at + 1), {
        type: `text/plain; charset=${body.encoding}`,
      });
      return fsTransport.stream(body.path.slice(0, at), file, {
        signal: new AbortController().signal,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        onProgress: () => undefined,
      });
    },
    onSuccess: (_item, body) => refresh([body.path]),
  });
}

/** A file share of the mount file where it is (needs FILE_SHARE as well as MOUNT_VIEW). */
/** A folder, or chosen entries of one, shared by link (docs/FOLDER-SHARES.md). */
export function useCreateFolderShare() {
  return useMutation({
    mutationFn: (input: CreateFolderShareInput) => api.post<FolderShare>('/folder-shares', input),
  });
}

export function useCreateShare() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (input: FsCreateShareInput) => api.post<PublicFileInfo>('/fs/create-share', input),
    // The listing marks the file as shared.
    onSuccess: () => refresh(),
  });
}

/** A link that opens the file (or, forced, downloads it) without logging in, and its expiry. */
export function useFileLinkFetcher() {
  return useCallback(
    (path: string, forceDownload: boolean) =>
      api.get<FsFileLink>('/fs/file-link', { query: { path, force_download: forceDownload } }),
    [],
  );
}
