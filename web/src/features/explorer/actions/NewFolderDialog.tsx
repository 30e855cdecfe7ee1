/** "New folder" in the current folder: POST /fs/mkdir, then the listing shows it. */
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/useToast';
import { joinPath } from '../explorerPath';
import { useMkdir } from './api';
import { NameDialog } from './NameDialog';

export function NewFolderDialog({ folder, onClose }: { folder: string; onClose: () => void }) {
  const { t } = useTranslation('explorer');
  const toast = useToast();
  const mkdir = useMkdir();
  return (
    <NameDialog
      title={t('dialogs.newFolderTitle')}
      submitLabel={t('dialogs.create')}
      saving={mkdir.isPending}
      serverError={mkdir.error?.message}
      onClose={onClose}
      onSubmit={(name) =>
        mkdir.mutate(joinPath(folder, name), {
          onSuccess: () => {
            toast.success(t('dialogs.folderCreated', { name }));
            onClose();
          },
        })
      }
    />
  );
}
