/**
 * Folder shares over the API (docs/FOLDER-SHARES.md): a visitor's reads of /public/folders/{slug}
 * with the ticket a password bought, and the owner's list, revoke and delete.
 */
import {
  DECLARED_SIZE_FIELD,
  type FolderShare,
  type FolderShareTicket,
  type FsItem,
  type FsListing,
  type PublicFolderShare,
} from '@cloudpaste/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { apiUrl } from '../../api/baseUrl';

const base = (slug: string) => `/public/folders/${encodeURIComponent(slug)}`;

export function useFolderShareInfo(slug: string) {
  return useQuery({
    queryKey: ['folderShare', slug],
    queryFn: () => api.get<PublicFolderShare>(base(slug)),
    retry: false,
  });
}

export function useVerifyFolderShare(slug: string) {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<FolderShareTicket>(`${base(slug)}/verify`, { password }),
  });
}

export function useFolderShareListing(
  slug: string,
  path: string,
  ticket: string | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['folderShare', slug, 'list', path, ticket ?? ''],
    queryFn: () => api.get<FsListing>(`${base(slug)}/list`, { query: { path, t: ticket } }),
    enabled,
    retry: false,
  });
}

/** A URL of a visitor's route for a path inside the share: view, download or zip. */
export function folderShareUrl(
  slug: string,
  route: 'view' | 'download' | 'zip',
  path: string,
  ticket: string | undefined,
): string {
  return apiUrl(`${base(slug)}/${route}`, { path, t: ticket });
}

export function useUploadToFolderShare(slug: string, ticket: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ folder, file }: { folder: string; file: File }) => {
      // The size first, as the explorer sends it: the limits and quota are checked before any byte.
      const form = new FormData();
      form.append(DECLARED_SIZE_FIELD, String(file.size));
      form.append('file', file, file.name);
      return api.post<FsItem>(`${base(slug)}/upload`, form, { query: { path: folder, t: ticket } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['folderShare', slug, 'list'] }),
  });
}

const OWN = ['folderShares', 'own'];

export function useOwnFolderShares() {
  return useQuery({ queryKey: OWN, queryFn: () => api.get<FolderShare[]>('/folder-shares') });
}

export function useRevokeFolderShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<FolderShare>(`/folder-shares/${id}/revoke`),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN }),
  });
}

export function useDeleteFolderShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/folder-shares/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN }),
  });
}
