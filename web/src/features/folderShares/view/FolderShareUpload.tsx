/** Uploads into a folder share that takes them: one file at a time, into the folder shown. */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { useToast } from '../../../components/toast/useToast';
import { useUploadToFolderShare } from '../api';

export function FolderShareUpload({
  slug,
  ticket,
  folder,
}: {
  slug: string;
  ticket: string | undefined;
  folder: string;
}) {
  const { t } = useTranslation('folderShare');
  const toast = useToast();
  const upload = useUploadToFolderShare(slug, ticket);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        className="hidden"
        data-testid="folder-share-upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          upload.mutate(
            { folder, file },
            {
              onSuccess: () => toast.success(t('upload.done', { name: file.name })),
              onError: (error) => toast.error(error.message),
            },
          );
        }}
      />
      <Button
        size="sm"
        variant="secondary"
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {t('upload.button')}
      </Button>
    </>
  );
}
