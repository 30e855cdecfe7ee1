/**
 * The editing surface: a textarea with Markdown shortcuts (Ctrl/Cmd+B/I/K), Tab to indent
 * (Esc then Tab leaves the field, for keyboard users) and pasting a file to import it.
 */
import type { PasteFormat } from '@cloudpaste/contracts';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { classifyFile } from './fileImport';
import { actionForShortcut, type MarkdownAction } from './markdownActions';
import { indent, outdent, type TextState } from './textEdits';

export interface EditorTextareaProps {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (value: string) => void;
  format: PasteFormat;
  onAction: (action: MarkdownAction) => void;
  onFile: (file: File) => void;
  apply: (next: TextState) => void;
  current: () => TextState;
  /** Id of the error text, when there is one. */
  errorId?: string;
  className?: string;
}

/** A pasted text file is imported; pasted text (even with an image beside it, as from a spreadsheet) is pasted. */
function pastedFile(event: ClipboardEvent<HTMLTextAreaElement>): File | undefined {
  const files = Array.from(event.clipboardData?.files ?? []);
  const textFile = files.find((f) => {
    const kind = classifyFile(f);
    return kind === 'markdown' || kind === 'text';
  });
  if (textFile) return textFile;
  return files.length > 0 && !event.clipboardData.getData('text/plain') ? files[0] : undefined;
}

export function EditorTextarea(props: EditorTextareaProps) {
  const { textareaRef, value, onChange, format, onAction, onFile, apply, current } = props;
  const { t } = useTranslation('editor');
  const hintId = useId();
  const escaped = useRef(false);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Keys typed while an input method (Chinese, Japanese …) composes belong to it.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      escaped.current = true;
      return;
    }
    if (event.key === 'Tab' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      if (escaped.current) {
        escaped.current = false;
        return;
      }
      event.preventDefault();
      apply(event.shiftKey ? outdent(current()) : indent(current()));
      return;
    }
    escaped.current = false;
    if (format !== 'markdown' || event.altKey || event.shiftKey) return;
    if (!(event.ctrlKey || event.metaKey)) return;
    const action = actionForShortcut(event.key);
    if (action) {
      event.preventDefault();
      onAction(action);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const file = pastedFile(event);
    if (!file) return;
    event.preventDefault();
    onFile(file);
  }

  return (
    <>
      <textarea
        ref={textareaRef}
        id="paste-content"
        data-testid="paste-editor"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        spellCheck={format === 'markdown'}
        aria-label={t('editor.label')}
        aria-describedby={[hintId, props.errorId].filter(Boolean).join(' ')}
        aria-invalid={props.errorId ? true : undefined}
        placeholder={
          format === 'markdown' ? t('editor.placeholderMarkdown') : t('editor.placeholderText')
        }
        className={`block min-h-[20rem] w-full resize-y bg-transparent p-3 font-mono text-sm leading-6 text-gray-900 placeholder:text-gray-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-500 dark:text-gray-100 dark:placeholder:text-gray-500 ${props.className ?? ''}`}
      />
      <p id={hintId} className="sr-only">
        {t('editor.keyboardHint')}
      </p>
    </>
  );
}
