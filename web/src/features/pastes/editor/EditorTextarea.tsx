/**
 * The editing surface: a textarea with Markdown shortcuts (Ctrl/Cmd+B/I/K), Tab to indent
 * (Esc then Tab leaves the field, for keyboard users) and pasting a file to import it.
 */
import type { PasteFormat } from '@cloudpaste/contracts';
import { useRef, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { takePastedFiles } from './code/pastedFile';
import { actionForShortcut, type MarkdownAction } from './markdownActions';
import { indent, outdent, type TextState } from './textEdits';

export interface EditorTextareaProps {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (value: string) => void;
  format: PasteFormat;
  onAction: (action: MarkdownAction) => void;
  onFile: (file: File) => void;
  onUploadFiles: (files: File[]) => void;
  apply: (next: TextState) => void;
  current: () => TextState;
  /** Id of the keyboard hint the editor card shows to screen readers. */
  hintId: string;
  /** Id of the error text, when there is one. */
  errorId?: string;
  className?: string;
  /** Told the caret's position and line whenever it moves, as the editor tells it. */
  onCaret?: (offset: number, line: string) => void;
  /** Told the caret and whether the field has the focus, for the editor that replaces it. */
  onHandover?: (selection: [number, number], focused: boolean) => void;
}

export function EditorTextarea(props: EditorTextareaProps) {
  const { textareaRef, value, onChange, format, onAction, apply, current } = props;
  const { t } = useTranslation('editor');
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
    if (format !== 'markdown' || !(event.ctrlKey || event.metaKey)) return;
    const action = actionForShortcut(event);
    if (action) {
      event.preventDefault();
      onAction(action);
    }
  }

  function handover(el: HTMLTextAreaElement, focused: boolean) {
    props.onHandover?.([el.selectionStart, el.selectionEnd], focused);
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    if (event.currentTarget.readOnly) return;
    if (takePastedFiles(event.clipboardData, props)) event.preventDefault();
  }

  return (
    <textarea
      ref={textareaRef}
      id="paste-content"
      data-testid="paste-editor"
      value={value}
      onChange={(e) => {
        onChange(e.target.value);
        handover(e.target, true);
      }}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onSelect={(e) => {
        const { value: text, selectionEnd: head } = e.currentTarget;
        const end = text.indexOf('\n', head);
        props.onCaret?.(
          head,
          text.slice(text.lastIndexOf('\n', head - 1) + 1, end === -1 ? undefined : end),
        );
        handover(e.currentTarget, true);
      }}
      onFocus={(e) => handover(e.currentTarget, true)}
      onBlur={(e) => handover(e.currentTarget, false)}
      spellCheck={format === 'markdown'}
      aria-label={t('editor.label')}
      aria-describedby={[props.hintId, props.errorId].filter(Boolean).join(' ')}
      aria-invalid={props.errorId ? true : undefined}
      placeholder={
        format === 'markdown' ? t('editor.placeholderMarkdown') : t('editor.placeholderText')
      }
      className={`block min-h-[20rem] w-full resize-y bg-transparent p-3 font-mono text-sm leading-6 text-gray-900 placeholder:text-gray-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-500 dark:text-gray-100 dark:placeholder:text-gray-400 ${props.className ?? ''}`}
    />
  );
}
