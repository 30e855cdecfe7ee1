/**
 * The editor's upload status line: how many files are uploading and how far the batch is; while
 * it shows, closing or reloading the tab asks first.
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveWarning } from '../../../../components/useLeaveWarning';
import type { EditorUploads } from './EditorUploads';

export function UploadStatus({ uploads }: { uploads: EditorUploads }) {
  // Never suspends (useEditorUploads.ts loads the words first): that would hide the editor card.
  const { t } = useTranslation('editorUploads', { useSuspense: false });
  const { subscribe, getSnapshot } = uploads.progress;
  const progress = useSyncExternalStore(subscribe, getSnapshot);
  // Closing the tab mid-upload loses the transfer and leaves its placeholder: ask first.
  useLeaveWarning(progress !== null);
  if (!progress) return null;
  return (
    <div
      role="status"
      data-testid="editor-upload-status"
      className="flex items-center gap-2 text-xs text-gray-600 dark:text-gray-300"
    >
      <span>{t('progress', { count: progress.count, percent: progress.percent })}</span>
      <span
        aria-hidden="true"
        className="h-1 w-24 overflow-hidden rounded bg-gray-200 dark:bg-gray-700"
      >
        <span className="block h-full bg-blue-600" style={{ width: `${progress.percent}%` }} />
      </span>
    </div>
  );
}
