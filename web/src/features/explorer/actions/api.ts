/**
 * The explorer's single writes as TanStack Query mutations (docs/API.md "Filesystem (mounts)"):
 * new folder, rename, saving text, sharing a file, and its links that need no login. Each refreshes
 * what it changed.
 */
import type { FsFileLink, FsItem, PublicFileInfo } from '@cloudpaste/contracts';
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

/** POST /fs/update: the editor's text replaces the file. */
export function useSaveText() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: { path: string; content: string }) => api.post<FsItem>('/fs/update', body),
    onSuccess: (_item, body) => refresh([body.path]),
  });
}

/** A file share of the mount file where it is (needs FILE_SHARE as well as MOUNT_VIEW). */
export function useCreateShare() {
  return useMutation({
    mutationFn: (path: string) => api.post<PublicFileInfo>('/fs/create-share', { path }),
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
