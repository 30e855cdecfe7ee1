/**
 * The editor card: format, mode, toolbar, the editor (CodeMirror, lazily), the live preview
 * (beside it in split mode, a tab on narrow screens), counts and file import. docs/EDITOR.md.
 */
import type { PasteFormat } from '@cloudpaste/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '../../../components/markdown/useDarkMode';
import { useFileDrop } from '../../../components/useFileDrop';
import { droppedFiles } from './code/pastedFile';
import { editorPhrases } from './code/phrases';
import { EditorFooter } from './EditorFooter';
import { EditorHeader, type EditorView } from './EditorHeader';
import { EditorModeBar } from './EditorModeBar';
import { EditorOutline } from './EditorOutline';
import {
  loadLineNumbers,
  loadMode,
  saveLineNumbers,
  saveMode,
  type EditorMode,
} from './editorPrefs';
import { ImportChoiceDialog } from './ImportChoiceDialog';
import { LazyCodeEditor } from './LazyCodeEditor';
import { MarkdownToolbar } from './MarkdownToolbar';
import { PreviewPane } from './PreviewPane';
import { useEditorSurface } from './useEditorSurface';
import { useFileImport } from './useFileImport';
import { useScrollSync } from './useScrollSync';
import { isTableLine } from './tableEdits';
import { useEscapeToLeave } from './useEscapeToLeave';
import { useToolbarActions } from './useToolbarActions';
import { useEditorUploads } from './uploads/useEditorUploads';

export interface EditorPaneProps {
  content: string;
  format: PasteFormat;
  onContent: (content: string) => void;
  onFormat: (format: PasteFormat) => void;
  contentError?: string;
  draftNote?: string;
  onClear?: () => void;
  /** Told when pasted or dropped files start and stop uploading (the form waits to save). */
  onUploading?: (busy: boolean) => void;
}

const SPLIT_HEIGHT = 'lg:h-[clamp(20rem,70vh,56rem)]';
/**
 * The editor's height (code/theme.ts gives CodeMirror the same clamp): the outline and the textarea
 * shown while CodeMirror loads take it too, so nothing below moves when the editor arrives.
 */
const EDITOR_HEIGHT = 'h-[clamp(20rem,70vh,56rem)]';
/** Full screen: the card covers the page and the editor, preview and outline fill its height. */
const FULLSCREEN =
  'fixed inset-0 z-50 overflow-auto [&_.cm-editor]:h-[calc(100dvh-10.5rem)] [&_[data-testid=editor-preview]]:lg:h-[calc(100dvh-10.5rem)] [&_[data-testid=editor-outline]]:lg:h-[calc(100dvh-10.5rem)]';
/**
 * The outline: beside the editor on wide screens, at its height; above it on phones, a short
 * panel the Outline button opens, closed again by a jump so the heading is in view.
 */
const OUTLINE =
  'max-h-60 w-full shrink-0 border-b border-gray-200 lg:h-[clamp(20rem,70vh,56rem)] lg:max-h-none lg:w-56 lg:border-r lg:border-b-0 dark:border-gray-700';
const isWide = () => window.matchMedia?.('(min-width: 1024px)').matches ?? true;

export function EditorPane(props: EditorPaneProps) {
  const { content, format, onContent, onFormat, contentError, draftNote, onClear } = props;
  const { t } = useTranslation('editor');
  const surface = useEditorSurface(onContent);
  const [view, setView] = useState<EditorView>('write');
  const [mode, setMode] = useState<EditorMode>(() => loadMode());
  const [lineNumbers, setLineNumbers] = useState(() => loadLineNumbers());
  const [showOutline, setShowOutline] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  // Set by the editor: a large document pauses instant render (largeDocument.ts).
  const [largeDocument, setLargeDocument] = useState(false);
  useEscapeToLeave(fullscreen, () => setFullscreen(false));
  const [caret, setCaret] = useState(0);
  const [inTable, setInTable] = useState(false);
  const isDark = useDarkMode();
  const previewRef = useRef<HTMLDivElement>(null);
  const sync = useScrollSync(
    () => surface.active().scroller(),
    () => previewRef.current,
  );
  const ids = { write: useId(), preview: useId(), error: useId(), hint: useId() };
  const isMarkdown = format === 'markdown';
  const { onAction, onItem, onCodeBlock } = useToolbarActions(surface.active);
  const isSplit = isMarkdown && mode === 'split';

  const fileImport = useFileImport({
    content,
    replace: (file) => {
      onContent(file.content);
      onFormat(file.format);
    },
    insertAtCursor: (text) => {
      const { value, selectionStart: s, selectionEnd: e } = surface.active().current();
      surface.active().apply({
        value: value.slice(0, s) + text + value.slice(e),
        selectionStart: s + text.length,
        selectionEnd: s + text.length,
      });
    },
  });
  const uploads = useEditorUploads(surface.active, isMarkdown, props.onUploading);
  // The first text file is imported (the editor holds one text); other files upload where dropped.
  const drop = useFileDrop((files, _transfer, event) => {
    const { text, uploads: others } = droppedFiles(files);
    if (text) void fileImport.importFile(text);
    if (others.length === 0) return;
    uploads.upload(others, surface.active().positionAt(event.clientX, event.clientY));
  });

  const showWrite = !isMarkdown || view === 'write';
  const contentAttributes: Record<string, string> = {
    id: 'paste-content',
    'data-testid': 'paste-editor',
    'aria-label': t('editor.label'),
    'aria-describedby': [ids.hint, contentError ? ids.error : ''].filter(Boolean).join(' '),
    'aria-multiline': 'true',
    spellcheck: String(isMarkdown),
    ...(contentError ? { 'aria-invalid': 'true' } : {}),
  };
  return (
    <section
      aria-label={t('editor.section')}
      data-fullscreen={fullscreen || undefined}
      className={`border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900 ${
        fullscreen ? FULLSCREEN : 'relative rounded-lg border shadow-sm'
      }`}
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
        <div className="flex flex-wrap items-center justify-between gap-2">
          {isMarkdown ? (
            <div className={showWrite ? '' : 'hidden lg:block'}>
              <MarkdownToolbar onItem={onItem} onCodeBlock={onCodeBlock} inTable={inTable} />
            </div>
          ) : (
            <span />
          )}
          <EditorModeBar
            mode={isMarkdown ? mode : undefined}
            onMode={(next) => {
              setMode(next);
              saveMode(next);
            }}
            lineNumbers={lineNumbers}
            onLineNumbers={(on) => {
              setLineNumbers(on);
              saveLineNumbers(on);
            }}
            outline={isMarkdown ? showOutline : undefined}
            onOutline={(on) => {
              if (on) setCaret(surface.active().current().selectionStart);
              setShowOutline(on);
            }}
            fullscreen={fullscreen}
            onFullscreen={setFullscreen}
            livePaused={largeDocument}
          />
        </div>
      </div>
      <div className={isSplit ? 'grid lg:grid-cols-2' : ''}>
        <div
          id={ids.write}
          role={isMarkdown ? 'tabpanel' : undefined}
          className={`min-w-0 ${showWrite ? '' : 'hidden lg:block'}`}
        >
          <div className="flex flex-col lg:flex-row">
            {isMarkdown && showOutline && (
              <EditorOutline
                content={content}
                caret={caret}
                onJump={(offset) => {
                  const target = surface.active();
                  target.apply({
                    ...target.current(),
                    selectionStart: offset,
                    selectionEnd: offset,
                  });
                  if (!isWide()) setShowOutline(false);
                }}
                className={OUTLINE}
              />
            )}
            <div className="relative min-w-0 flex-1">
              {uploads.status && (
                // Over the editor's top corner: in sight where the files went, and above the fold.
                <div className="pointer-events-none absolute top-2 right-3 z-10 rounded-md border border-gray-200 bg-white/95 px-2 py-1 shadow-sm dark:border-gray-700 dark:bg-gray-900/95">
                  {uploads.status}
                </div>
              )}
              <LazyCodeEditor
                value={content}
                onChange={onContent}
                format={format}
                style={isMarkdown && mode === 'live' ? 'live' : 'source'}
                lineNumbers={lineNumbers}
                dark={isDark}
                phrases={editorPhrases(t)}
                placeholder={
                  isMarkdown ? t('editor.placeholderMarkdown') : t('editor.placeholderText')
                }
                contentAttributes={contentAttributes}
                onAction={onAction}
                onFile={(file) => void fileImport.importFile(file)}
                onUploadFiles={(files) => uploads.upload(files)}
                surfaceRef={surface.codeRef}
                onScroll={isSplit ? sync.onEditorScroll : undefined}
                onLargeChange={setLargeDocument}
                textarea={{
                  textareaRef: surface.textareaRef,
                  apply: (next) => surface.active().apply(next),
                  current: () => surface.active().current(),
                  hintId: ids.hint,
                  errorId: contentError ? ids.error : undefined,
                  className: EDITOR_HEIGHT,
                }}
                // Only the outline follows the caret's offset; the table buttons, whether its line
                // is a table's (re-rendering only when that changes).
                onCaret={(offset, line) => {
                  if (showOutline) setCaret(offset);
                  setInTable(isTableLine(line));
                }}
              />
            </div>
          </div>
          <p id={ids.hint} className="sr-only">
            {t('editor.keyboardHint')}
          </p>
        </div>
        {isMarkdown && (
          <PreviewPane
            id={ids.preview}
            source={content}
            scrollRef={previewRef}
            onScroll={isSplit ? sync.onPreviewScroll : undefined}
            className={`border-t border-gray-200 lg:border-t-0 lg:border-l dark:border-gray-700 ${
              isSplit
                ? `${SPLIT_HEIGHT} ${view === 'preview' ? '' : 'hidden lg:block'}`
                : view === 'preview'
                  ? 'lg:hidden'
                  : 'hidden'
            }`}
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
