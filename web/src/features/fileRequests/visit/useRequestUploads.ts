/**
 * A visitor's queue of files for a file request: each is checked against the request's type and
 * size limits before it is sent, then sent one at a time with its progress; a refusal by the
 * server (a limit reached meanwhile) marks that file failed with the server's words.
 */
import { fileRequestAccepts, type PublicFileRequest } from '@cloudpaste/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format';
import { sendToFileRequest } from '../api';

export type UploadState = 'waiting' | 'sending' | 'done' | 'failed';

export interface QueuedFile {
  id: number;
  file: File;
  loaded: number;
  state: UploadState;
  /** The name the file was stored under, or why it was refused. */
  note?: string;
}

export interface Sender {
  ticket: string | undefined;
  uploader: string;
  message: string;
}

export function useRequestUploads(request: PublicFileRequest, sender: Sender, onSent: () => void) {
  const { t, i18n } = useTranslation('fileRequest');
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const next = useRef(0);
  const running = useRef(false);
  const pending = useRef<QueuedFile[]>([]);
  const latest = useRef(sender);
  useEffect(() => {
    latest.current = sender;
  });

  const update = (id: number, change: Partial<QueuedFile>) =>
    setQueue((all) => all.map((q) => (q.id === id ? { ...q, ...change } : q)));

  const refusal = useCallback(
    (file: File): string | undefined => {
      if (!fileRequestAccepts(request.allowed_types, file.name, file.type))
        return t('visit.typeRefused', { types: request.allowed_types.join(', ') });
      if (request.max_file_bytes > 0 && file.size > request.max_file_bytes)
        return t('visit.tooLarge', { max: formatBytes(request.max_file_bytes, i18n.language) });
      return undefined;
    },
    [request, t, i18n.language],
  );

  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    for (let item = pending.current.shift(); item; item = pending.current.shift()) {
      const { id, file } = item;
      update(id, { state: 'sending' });
      try {
        const receipt = await sendToFileRequest({
          slug: request.slug,
          file,
          ...latest.current,
          signal: new AbortController().signal,
          onProgress: (loaded) => update(id, { loaded }),
        });
        update(id, { state: 'done', loaded: file.size, note: receipt.name });
        onSent();
      } catch (error) {
        update(id, { state: 'failed', note: (error as Error).message });
      }
    }
    running.current = false;
  }, [request.slug, onSent]);

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file): QueuedFile => {
        const note = refusal(file);
        return { id: next.current++, file, loaded: 0, state: note ? 'failed' : 'waiting', note };
      });
      setQueue((all) => [...all, ...added]);
      pending.current.push(...added.filter((q) => q.state === 'waiting'));
      void drain();
    },
    [refusal, drain],
  );

  return { queue, add };
}
