/**
 * The upload queue as React state: one engine per page, its task list through
 * useSyncExternalStore, recent uploads remembered, file lists refreshed and a toast summing up
 * each finished batch. Leaving the page stops running uploads (multipart ones can resume).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/useToast';
import { useLeaveWarning } from '../../components/useLeaveWarning';
import { createUploadTransport, useInvalidateFileLists } from './api';
import { DEFAULT_ENGINE_CONFIG } from './engine/context';
import { createResumeStore } from './engine/resumeStore';
import { UploadQueue } from './engine/UploadQueue';
import { readRecentUploads, rememberUpload, type RecentUpload } from './recentUploads';
import { batchSummary } from './uploadErrorMessage';

const TOAST_OF_TONE = { success: 'success', warning: 'info', error: 'error' } as const;

export function useUploader() {
  const { t } = useTranslation('upload');
  const toast = useToast();
  const invalidateFileLists = useInvalidateFileLists();
  const [recent, setRecent] = useState<RecentUpload[]>(readRecentUploads);

  // The queue lives as long as the page; its callbacks always see the latest render's values.
  const [queue] = useState(
    () =>
      new UploadQueue({
        transport: createUploadTransport(),
        resume: createResumeStore(),
        config: DEFAULT_ENGINE_CONFIG,
        now: () => Date.now(),
      }),
  );
  useEffect(() => {
    queue.setHooks({
      onUploaded: (share) => {
        // An encrypted share's link is nothing without its key, which is never stored.
        if (!share.encrypted) setRecent(rememberUpload(share));
        invalidateFileLists();
      },
      onSettled: (finished) => {
        // A single upload speaks for itself in its row; a batch gets one line summing it up.
        const summary = finished.length > 1 ? batchSummary(finished, t) : null;
        if (summary) toast[TOAST_OF_TONE[summary.tone]](summary.message);
      },
    });
  });
  useEffect(() => () => queue.dispose(), [queue]);

  const tasks = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const isBusy = tasks.some((task) => task.status === 'running' || task.status === 'queued');

  // Closing the tab mid-upload loses the transfer: ask first.
  useLeaveWarning(isBusy);

  return { queue, tasks, isBusy, recent, setRecent };
}
