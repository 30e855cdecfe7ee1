/**
 * Text files: Markdown rendered, code highlighted, anything else as plain text with line numbers,
 * decoded in the encoding the bytes are in (detected, or picked by hand: docs/TEXT-ENCODINGS.md).
 */
import { useTranslation } from 'react-i18next';
import { LazyMarkdownView } from '../../../components/markdown/LazyMarkdownView';
import { PlainTextView } from '../../../components/markdown/PlainTextView';
import { Spinner } from '../../../components/Spinner';
import { DecodedTextBar } from '../../../components/DecodedTextBar';
import { fencedCode } from '../../../lib/previewKind';
import { useDecodedText } from '../../../components/useDecodedText';
import { useFileText } from '../api';

/** Above this, highlighting would freeze the page: the text is shown plain. */
export const HIGHLIGHT_MAX_BYTES = 256 * 1024;

export interface TextPreviewProps {
  url: string;
  mode: 'markdown' | 'code' | 'text';
  language?: string;
}

export function TextPreview({ url, mode, language = '' }: TextPreviewProps) {
  const { t } = useTranslation('fileView');
  const query = useFileText(url);
  const { decoded, choose } = useDecodedText(query.data);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-8 text-gray-500 dark:text-gray-400">
        <Spinner label={t('preview.loading')} />
      </div>
    );
  }
  if (query.isError || !decoded) {
    return <p className="text-sm text-gray-600 dark:text-gray-400">{t('preview.textFailed')}</p>;
  }
  const content = decoded.text;
  return (
    <div className="space-y-2" data-testid="file-text">
      <DecodedTextBar decoded={decoded} onChange={choose} testId="file-text-encoding" />
      {mode === 'text' || content.length > HIGHLIGHT_MAX_BYTES ? (
        <PlainTextView text={content} />
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-700 dark:bg-gray-900">
          {/* A .md file is a document: strict CommonMark line breaks (docs/MARKDOWN.md). */}
          <LazyMarkdownView
            source={mode === 'markdown' ? content : fencedCode(content, language)}
            flavour="document"
          />
        </div>
      )}
    </div>
  );
}
