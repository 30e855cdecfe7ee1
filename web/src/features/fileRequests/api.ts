/**
 * File requests over the API (docs/FILE-REQUESTS.md): the owner's list, create, change, delete,
 * received files and webhook secret; a visitor's card, password and uploads (the file's bytes as the body, with
 * upload progress).
 */
import {
  UPLOAD_TIMEOUT_MS,
  type CreateFileRequestInput,
  type FileRequest,
  type FileRequestFile,
  type FileRequestReceipt,
  type FileRequestTicket,
  type FileRequestWebhookSecret,
  type PublicFileRequest,
  type UpdateFileRequestInput,
} from '@cloudpaste/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { sendWithProgress } from '../../api/transfer';

const OWN = ['fileRequests', 'own'];
const visitBase = (slug: string) => `/public/requests/${encodeURIComponent(slug)}`;

/** Path of a request's visitor page. */
export function fileRequestPath(slug: string): string {
  return `/request/${encodeURIComponent(slug)}`;
}

/** Absolute link to hand out (copy, QR code), on the origin the user is on. */
export function fileRequestLink(slug: string, origin: string = window.location.origin): string {
  return new URL(fileRequestPath(slug), origin).href;
}

export function useOwnFileRequests() {
  return useQuery({ queryKey: OWN, queryFn: () => api.get<FileRequest[]>('/file-requests') });
}

export function useSaveFileRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CreateFileRequestInput }) => {
      if (id === undefined) return api.post<FileRequest>('/file-requests', input);
      const { path: _path, slug: _slug, target: _target, ...changes } = input;
      return api.put<FileRequest>(`/file-requests/${id}`, changes satisfies UpdateFileRequestInput);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: OWN }),
  });
}

export function useSetFileRequestEnabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api.put<FileRequest>(`/file-requests/${id}`, { enabled }),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN }),
  });
}

export function useDeleteFileRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/file-requests/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN }),
  });
}

/** What a request received; reading it marks it seen, so the list's count is refreshed. */
export function useFileRequestFiles(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['fileRequests', 'files', id],
    queryFn: async () => {
      const files = await api.get<FileRequestFile[]>(`/file-requests/${id}/files`);
      void client.invalidateQueries({ queryKey: OWN });
      return files;
    },
  });
}

/** The webhook's signing secret, read (`rotate: false`) or replaced, for the owner's dialog. */
export function useWebhookSecret(id: string) {
  return useMutation({
    mutationFn: (rotate: boolean) => {
      const path = `/file-requests/${id}/webhook-secret`;
      return rotate
        ? api.post<FileRequestWebhookSecret>(path)
        : api.get<FileRequestWebhookSecret>(path);
    },
  });
}

export function useFileRequestInfo(slug: string) {
  return useQuery({
    queryKey: ['fileRequest', slug],
    queryFn: () => api.get<PublicFileRequest>(visitBase(slug)),
    retry: false,
  });
}

export function useVerifyFileRequest(slug: string) {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<FileRequestTicket>(`${visitBase(slug)}/verify`, { password }),
  });
}

export interface VisitorUpload {
  slug: string;
  file: File;
  ticket: string | undefined;
  uploader: string;
  message: string;
  signal: AbortSignal;
  onProgress: (loaded: number) => void;
}

/** One file's bytes to the request; resolves to the name it was stored under. */
export function sendToFileRequest(upload: VisitorUpload): Promise<FileRequestReceipt> {
  const query = new URLSearchParams({ name: upload.file.name });
  if (upload.ticket) query.set('t', upload.ticket);
  if (upload.uploader.trim()) query.set('uploader', upload.uploader.trim());
  if (upload.message.trim()) query.set('message', upload.message.trim());
  return sendWithProgress<FileRequestReceipt>(
    'PUT',
    `${visitBase(upload.slug)}/files?${query}`,
    upload.file,
    { 'Content-Type': upload.file.type || 'application/octet-stream' },
    { signal: upload.signal, timeoutMs: UPLOAD_TIMEOUT_MS, onProgress: upload.onProgress },
  );
}
