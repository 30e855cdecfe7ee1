/**
 * "New folder" in the copy/move folder picker: a name (the same dialog as the toolbar's), made
 * through POST /fs/mkdir in the folder the picker shows, which then opens it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { joinPath } from '../explorerPath';
import { Glyph } from '../Glyph';
import { useMkdir } from './api';
import { NameDialog } from './NameDialog';

export function PickerNewFolder({
  folder,
  onCreated,
}: {
  folder: string;
  onCreated: (path: string) => void;
}) {
  const { t } = useTranslation('explorer');
  const [isNaming, setIsNaming] = useState(false);
  const mkdir = useMkdir();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 whitespace-nowrap"
        onClick={() => {
          mkdir.reset();
          setIsNaming(true);
        }}
        data-testid="copy-move-new-folder"
      >
        <Glyph name="folder" className="h-4 w-4 text-amber-500" />
        {t('actions.newFolder')}
      </Button>
      {isNaming && (
        <NameDialog
          title={t('dialogs.newFolderTitle')}
          submitLabel={t('dialogs.create')}
          saving={mkdir.isPending}
          serverError={mkdir.error?.message}
          onClose={() => setIsNaming(false)}
          onSubmit={(name) =>
            mkdir.mutate(joinPath(folder, name), {
              onSuccess: (_, path) => {
                setIsNaming(false);
                onCreated(path);
              },
            })
          }
        />
      )}
    </>
  );
}
