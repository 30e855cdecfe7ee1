/**
 * The explorer's writes in one place, for the toolbar, the selection bar, the entry menu and the
 * keyboard alike: what this user may do here (permission bits and which entries are the storage's),
 * the dialog open, the uploads, deletions, copies and zip downloads started as tasks, and the
 * file basket.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/useToast';
import { useAuth } from '../../../auth/useAuth';
import { useRefreshAfterWrite } from '../api';
import type { Selection } from '../selection/useSelection';
import type { TaskStore } from '../tasks/TaskStore';
import { fsTransport } from '../transfer/api';
import { basketStore } from '../basket/useBasket';
import { startDownload } from '../startDownload';
import { archiveJob, type ArchiveRequest } from '../transfer/archiveJob';
import { copyJob, type CopyMode } from '../transfer/copyJob';
import { deleteJob } from '../transfer/deleteJob';
import { uploadJob, type UploadRequest } from '../transfer/uploadJob';
import type { CopyTarget } from './CopyMoveDialog';
import type { ExplorerDialog } from './ExplorerDialogs';
import { writeRights } from './writeRules';

export interface ExplorerFolder {
  path: string;
  /** Above the mounts: nothing can be written. */
  isVirtual: boolean;
  /** The mount the folder lies in. */
  mountId: string | null;
}

export function useExplorerActions(here: ExplorerFolder, tasks: TaskStore, selection: Selection) {
  const folder = here.path;
  const { t } = useTranslation('explorer');
  const toast = useToast();
  const auth = useAuth();
  const refresh = useRefreshAfterWrite();
  const [dialog, setDialog] = useState<ExplorerDialog | null>(null);
  const rights = writeRights(auth.can, here.isVirtual);

  function upload(request: Omit<UploadRequest, 'folder'>) {
    if (!rights.upload || (request.entries.length === 0 && !request.dirs?.length)) return;
    tasks.add({ ...uploadJob(fsTransport, { folder, ...request }), onSettled: () => refresh() });
  }

  function startDelete(items: FsItem[]) {
    const job = deleteJob(fsTransport, folder, items);
    tasks.add({
      ...job,
      onSettled: (task) => {
        refresh(items.map((item) => item.path));
        selection.clear();
        if (task.failureCount > 0) {
          toast.error(t('tasks.deleteFailed', { count: task.failureCount, total: task.total }));
        } else if (task.status === 'completed') {
          toast.success(t('tasks.deleted', { count: task.successCount }));
        }
      },
    });
  }

  function startCopy(mode: CopyMode, items: FsItem[], target: CopyTarget) {
    const job = copyJob(fsTransport, {
      mode,
      items,
      target: { path: target.path, mountId: target.mountId },
      sourceMountId: here.mountId,
      skipExisting: target.skipExisting,
      canRename: rights.rename,
    });
    tasks.add({
      ...job,
      onSettled: (task) => {
        refresh([...items.map((item) => item.path), target.path]);
        if (mode === 'move') selection.clear();
        if (task.failureCount > 0) {
          toast.error(t('tasks.copyFailed', { count: task.failureCount, total: task.total }));
        } else if (task.status === 'completed' && mode === 'copy' && job.copiedNothing()) {
          // Said plainly, or "Copied 2 items" would claim work that was not done.
          toast.info(t('tasks.nothingToCopy'));
        } else if (task.status === 'completed') {
          toast.success(t(`tasks.${mode === 'move' ? 'moved' : 'copied'}`, { count: task.total }));
        }
      },
    });
  }

  /** One zip of files and folders, fetched by the browser's download manager. */
  function startArchive(request: ArchiveRequest) {
    tasks.add({
      ...archiveJob(fsTransport, request, startDownload),
      onSettled: (task) => {
        if (task.status === 'failed') toast.error(t('tasks.archiveFailed'));
      },
    });
  }

  function addToBasket(items: FsItem[]) {
    const added = basketStore().add(items);
    if (added > 0) toast.success(t('basket.added', { count: added }));
    else toast.info(t('basket.alreadyThere'));
  }

  return {
    rights,
    dialog,
    closeDialog: () => setDialog(null),
    newFolder: () => setDialog({ kind: 'mkdir', folder }),
    rename: (item: FsItem) => setDialog({ kind: 'rename', item }),
    remove: (items: FsItem[]) => setDialog({ kind: 'delete', items }),
    share: (item: FsItem) => setDialog({ kind: 'share', item }),
    /** A folder, or (with names) the chosen entries of the folder shown, shared by link. */
    shareFolder: (path: string, names?: string[]) =>
      setDialog(
        names ? { kind: 'shareFolder', folder, names } : { kind: 'shareFolder', folder: path },
      ),
    copyTo: (items: FsItem[]) => setDialog({ kind: 'copyMove', mode: 'copy', items, folder }),
    moveTo: (items: FsItem[]) => setDialog({ kind: 'copyMove', mode: 'move', items, folder }),
    upload,
    startDelete,
    startCopy,
    startArchive,
    addToBasket,
    downloadZip: (items: FsItem[]) =>
      startArchive({
        entries: items.map((item) => ({
          name: item.name,
          path: item.path,
          size: item.isDirectory ? null : item.size,
        })),
        folder,
        name: items.length === 1 ? items[0]?.name : undefined,
      }),
  };
}

export type ExplorerActions = ReturnType<typeof useExplorerActions>;
