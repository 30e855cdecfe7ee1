/** The toolbar's writes into the folder shown: upload files and create a folder. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Glyph } from '../Glyph';
import { UploadButton } from '../upload/UploadButton';

export interface FolderActionsProps {
  onFiles: (files: File[]) => void;
  onNewFolder: () => void;
}

export function FolderActions({ onFiles, onNewFolder }: FolderActionsProps) {
  const { t } = useTranslation('explorer');
  return (
    <>
      <UploadButton onFiles={onFiles} />
      <Button
        variant="secondary"
        size="sm"
        onClick={onNewFolder}
        title={t('actions.newFolder')}
        data-testid="explorer-new-folder"
      >
        <Glyph name="folderPlus" className="h-4 w-4" />
        <span className="sr-only sm:not-sr-only">{t('actions.newFolder')}</span>
      </Button>
    </>
  );
}
