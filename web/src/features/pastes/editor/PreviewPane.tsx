/** Live Markdown preview of the editor's text, rendered by the shared Markdown view. */
import { useDeferredValue, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMarkdownView } from '../../../components/markdown/LazyMarkdownView';

export interface PreviewPaneProps {
  source: string;
  id: string;
  className?: string;
  scrollRef?: RefObject<HTMLDivElement | null>;
  onScroll?: () => void;
}

export function PreviewPane({ source, id, className = '', scrollRef, onScroll }: PreviewPaneProps) {
  const { t } = useTranslation('editor');
  // Rendering Markdown is slower than typing: the preview may trail the text by a frame or two.
  const deferred = useDeferredValue(source);
  return (
    <div
      id={id}
      ref={scrollRef}
      onScroll={onScroll}
      role="tabpanel"
      aria-label={t('view.preview')}
      data-testid="editor-preview"
      className={`min-h-[20rem] min-w-0 overflow-auto p-3 ${className}`}
    >
      {deferred.trim() === '' ? (
        <p className="text-sm text-gray-500 dark:text-gray-400">{t('preview.empty')}</p>
      ) : (
        <LazyMarkdownView source={deferred} />
      )}
    </div>
  );
}
