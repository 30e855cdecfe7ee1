/** Renaming a file or a whole folder where it is: POST /fs/rename {oldPath, newPath}. */
import type { FsItem } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/useToast';
import { joinPath, parentPath } from '../explorerPath';
import { useRename } from './api';
import { NameDialog } from './NameDialog';

export function RenameDialog({ item, onClose }: { item: FsItem; onClose: () => void }) {
  const { t } = useTranslation('explorer');
  const toast = useToast();
  const rename = useRename();
  return (
    <NameDialog
      title={t('dialogs.renameTitle', { name: item.name })}
      submitLabel={t('dialogs.rename')}
      initial={item.name}
      saving={rename.isPending}
      serverError={rename.error?.message}
      onClose={onClose}
      onSubmit={(name) => {
        // Nothing to ask the server when the name did not change.
        if (name === item.name) return onClose();
        const newPath = joinPath(parentPath(item.path), name);
        rename.mutate(
          { oldPath: item.path, newPath },
          {
            onSuccess: () => {
              toast.success(t('dialogs.renamed', { name }));
              onClose();
            },
          },
        );
      }}
    />
  );
}
