/**
 * Around the listing: files and folders dropped here upload into the folder shown. While something
 * is dragged over, an outline says where it will go. Folders are read while the drop event lasts.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/useToast';
import { useFileDrop } from '../../../components/useFileDrop';
import type { UploadRequest } from '../transfer/uploadJob';
import { droppedEntries, readDropped } from './readDropped';

export interface DropAreaProps {
  folder: string;
  /** False where nothing can be uploaded (no permission, above the mounts): drops do nothing. */
  isEnabled: boolean;
  onDrop: (request: Omit<UploadRequest, 'folder'>) => void;
  children: ReactNode;
}

export function DropArea({ folder, isEnabled, onDrop, children }: DropAreaProps) {
  const { t } = useTranslation('explorer');
  const toast = useToast();
  const { isOver, handlers } = useFileDrop((files, transfer) => {
    const entries = droppedEntries(transfer);
    // A folder the browser will not let us read (permissions, a vanished file) uploads nothing.
    readDropped(entries, files).then(onDrop, () => toast.error(t('upload.readFailed')));
  });
  if (!isEnabled) return <div>{children}</div>;
  return (
    <div {...handlers} data-testid="explorer-drop" className="relative">
      {children}
      {isOver && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg border-2 border-dashed border-blue-500 bg-blue-50/80 text-sm font-medium text-blue-800 dark:bg-blue-950/70 dark:text-blue-200"
        >
          {t('upload.dropHere', { folder })}
        </div>
      )}
    </div>
  );
}
