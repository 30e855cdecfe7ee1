/**
 * The explorer's writes in one place, for the toolbar, the selection bar, the entry menu and the
 * keyboard alike: what this user may do here (permission bits and which entries are the storage's),
 * the dialog open, and the uploads and deletions started as tasks.
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
import { deleteJob } from '../transfer/deleteJob';
import { uploadJob, type UploadRequest } from '../transfer/uploadJob';
import type { ExplorerDialog } from './ExplorerDialogs';
import { writeRights } from './writeRules';

export function useExplorerActions(
  folder: string,
  isVirtualFolder: boolean,
  tasks: TaskStore,
  selection: Selection,
) {
  const { t } = useTranslation('explorer');
  const toast = useToast();
  const auth = useAuth();
  const refresh = useRefreshAfterWrite();
  const [dialog, setDialog] = useState<ExplorerDialog | null>(null);
  const rights = writeRights(auth.can, isVirtualFolder);

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

  return {
    rights,
    dialog,
    closeDialog: () => setDialog(null),
    newFolder: () => setDialog({ kind: 'mkdir', folder }),
    rename: (item: FsItem) => setDialog({ kind: 'rename', item }),
    remove: (items: FsItem[]) => setDialog({ kind: 'delete', items }),
    share: (item: FsItem) => setDialog({ kind: 'share', item }),
    upload,
    startDelete,
  };
}

export type ExplorerActions = ReturnType<typeof useExplorerActions>;
