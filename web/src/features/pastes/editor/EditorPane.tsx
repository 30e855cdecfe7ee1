/** The editor card: mode, toolbar, textarea, live preview (split or tabbed), counts, file import. */
import type { PasteFormat } from '@cloudpaste/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileDrop } from '../../../components/useFileDrop';
import { EditorFooter } from './EditorFooter';
import { EditorHeader, type EditorView } from './EditorHeader';
import { EditorTextarea } from './EditorTextarea';
import { ImportChoiceDialog } from './ImportChoiceDialog';
import { applyMarkdownAction, type MarkdownAction } from './markdownActions';
import { MarkdownToolbar } from './MarkdownToolbar';
import { PreviewPane } from './PreviewPane';
import { useFileImport } from './useFileImport';
import { useTextareaEdits } from './useTextareaEdits';

export interface EditorPaneProps {
  content: string;
  format: PasteFormat;
  onContent: (content: string) => void;
  onFormat: (format: PasteFormat) => void;
  contentError?: string;
  draftNote?: string;
  onClear?: () => void;
}

export function EditorPane({
  content,
  format,
  onContent,
  onFormat,
  contentError,
  draftNote,
  onClear,
}: EditorPaneProps) {
  const { t } = useTranslation('editor');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const { apply, current } = useTextareaEdits(textareaRef, onContent);
  const [view, setView] = useState<EditorView>('write');
  const ids = { write: useId(), preview: useId(), error: useId() };
  const isMarkdown = format === 'markdown';

  const fileImport = useFileImport({
    content,
    replace: (file) => {
      onContent(file.content);
      onFormat(file.format);
    },
    insertAtCursor: (text) => {
      const { value, selectionStart: s, selectionEnd: e } = current();
      apply({
        value: value.slice(0, s) + text + value.slice(e),
        selectionStart: s + text.length,
        selectionEnd: s + text.length,
      });
    },
  });
  // Only the first of several dropped files is imported: the editor holds one text.
  const drop = useFileDrop(([file]) => {
    if (file) void fileImport.importFile(file);
  });

  function onAction(action: MarkdownAction) {
    apply(
      applyMarkdownAction(action, current(), {
        bold: t('placeholders.bold'),
        italic: t('placeholders.italic'),
        code: t('placeholders.code'),
        linkText: t('placeholders.linkText'),
        url: t('placeholders.url'),
        column: t('placeholders.column'),
      }),
    );
  }

  const showWrite = !isMarkdown || view === 'write';
  return (
    <section
      aria-label={t('editor.section')}
      className="relative rounded-lg border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-900"
      {...drop.handlers}
    >
      <div className="space-y-2 border-b border-gray-200 px-3 py-2 dark:border-gray-700">
        <EditorHeader
          format={format}
          onFormat={onFormat}
          view={view}
          onView={setView}
          paneIds={ids}
          onFile={(file) => void fileImport.importFile(file)}
          isReading={fileImport.isReading}
          onClear={onClear}
        />
        {isMarkdown && (
          <div className={showWrite ? '' : 'hidden lg:block'}>
            <MarkdownToolbar onAction={onAction} />
          </div>
        )}
      </div>
      <div className={isMarkdown ? 'grid lg:grid-cols-2' : ''}>
        <div
          id={ids.write}
          role={isMarkdown ? 'tabpanel' : undefined}
          className={showWrite ? '' : 'hidden lg:block'}
        >
          <EditorTextarea
            textareaRef={textareaRef}
            value={content}
            onChange={onContent}
            format={format}
            onAction={onAction}
            onFile={(file) => void fileImport.importFile(file)}
            apply={apply}
            current={current}
            errorId={contentError ? ids.error : undefined}
            className="h-full"
          />
        </div>
        {isMarkdown && (
          <PreviewPane
            id={ids.preview}
            source={content}
            className={`border-t border-gray-200 lg:border-t-0 lg:border-l dark:border-gray-700 ${view === 'preview' ? '' : 'hidden lg:block'}`}
          />
        )}
      </div>
      <div className="border-t border-gray-200 dark:border-gray-700">
        <EditorFooter
          content={content}
          draftNote={draftNote}
          contentError={contentError}
          contentErrorId={ids.error}
          importError={fileImport.error}
        />
      </div>
      {drop.isOver && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg border-2 border-dashed border-blue-500 bg-blue-50/80 text-sm font-medium text-blue-800 dark:bg-blue-950/80 dark:text-blue-200">
          {t('import.drop')}
        </div>
      )}
      <ImportChoiceDialog
        fileName={fileImport.pending?.name ?? null}
        onReplace={fileImport.replacePending}
        onInsert={fileImport.insertPending}
        onCancel={fileImport.cancelPending}
      />
    </section>
  );
}
