/** The toolbar's upload: a file picker for any number of files into the current folder. */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Glyph } from '../Glyph';

export function UploadButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('explorer');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="primary"
        size="sm"
        onClick={() => input.current?.click()}
        title={t('actions.upload')}
        data-testid="explorer-upload"
      >
        <Glyph name="upload" className="h-4 w-4" />
        <span className="sr-only sm:not-sr-only">{t('actions.upload')}</span>
      </Button>
      <input
        ref={input}
        type="file"
        name="files"
        multiple
        hidden
        data-testid="explorer-upload-input"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same files chosen again must fire again.
          event.target.value = '';
        }}
      />
    </>
  );
}
