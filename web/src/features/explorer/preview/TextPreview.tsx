/**
 * Text files, read through the storage link up to EDITOR_FILE_MAX_BYTES: Markdown rendered by the
 * sanitising MarkdownView, code highlighted, plain text with line numbers, decoded in the encoding
 * the bytes are in (detected, or picked by hand: docs/TEXT-ENCODINGS.md). Someone who may upload
 * can switch to the editor, unless only the start of the file could be read.
 */
import { Permission, type FsFileInfo } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/useAuth';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { LazyMarkdownView } from '../../../components/markdown/LazyMarkdownView';
import { PlainTextView } from '../../../components/markdown/PlainTextView';
import { Spinner } from '../../../components/Spinner';
import { DecodedTextBar } from '../../../components/DecodedTextBar';
import { fencedCode } from '../../../lib/previewKind';
import { useDecodedText } from '../../../components/useDecodedText';
import { useFsText } from '../api';
import { PreviewNotice } from './PreviewNotice';
import { TextEditor } from './TextEditor';

/** Above this, rendering or highlighting would freeze the page: the text is shown plain. */
export const FORMAT_MAX_CHARS = 256 * 1024;

export interface TextPreviewProps {
  file: FsFileInfo;
  mode: 'markdown' | 'code' | 'text';
  language: string;
}

export function TextPreview({ file, mode, language }: TextPreviewProps) {
  const { t } = useTranslation('explorer');
  const query = useFsText(file);
  const { decoded, choose } = useDecodedText(query.data);
  const canEdit = useAuth().can(Permission.MOUNT_UPLOAD);
  const [isEditing, setIsEditing] = useState(false);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16 text-gray-500 dark:text-gray-400">
        <Spinner label={t('preview.loading')} />
      </div>
    );
  }
  if (query.isError || !decoded)
    return <PreviewNotice role="alert">{t('preview.textFailed')}</PreviewNotice>;
  const { text } = decoded;
  const { isTruncated } = query.data;
  const isTooLong = mode !== 'text' && text.length > FORMAT_MAX_CHARS;
  if (isEditing)
    return <TextEditor file={file} initial={decoded} onDone={() => setIsEditing(false)} />;
  return (
    <div className="space-y-2" data-testid="preview-text">
      <DecodedTextBar decoded={decoded} onChange={choose} testId="preview-encoding">
        {canEdit && !isTruncated && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setIsEditing(true)}
            data-testid="preview-edit"
          >
            <Icon name="edit" className="h-4 w-4" />
            {t('editor.edit')}
          </Button>
        )}
      </DecodedTextBar>
      {isTruncated && (
        <p role="note" className="text-xs text-amber-700 dark:text-amber-300">
          {t('preview.truncated')}
        </p>
      )}
      {isTooLong && (
        <p role="note" className="text-xs text-gray-500 dark:text-gray-400">
          {t('preview.shownPlain')}
        </p>
      )}
      {mode === 'text' || isTooLong ? (
        <PlainTextView text={text} />
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6 dark:border-gray-700 dark:bg-gray-900">
          {/* A .md file is a document: strict CommonMark line breaks (docs/MARKDOWN.md). */}
          <LazyMarkdownView
            source={mode === 'markdown' ? text : fencedCode(text, language)}
            flavour="document"
          />
        </div>
      )}
    </div>
  );
}
