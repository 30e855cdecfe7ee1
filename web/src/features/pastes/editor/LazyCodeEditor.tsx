/**
 * The editing surface of the editor card: the CodeMirror editor, in a chunk of its own loaded
 * when the card mounts, and until it has loaded a plain textarea holding the same text, so what is
 * typed meanwhile is kept and the caret carried over. Unit tests (jsdom) keep the textarea:
 * CodeEditorEnabled says whether to load the editor (e2e/specs/editor.spec.ts tests the editor).
 */
import { createContext, lazy, Suspense, useContext, useRef, type ComponentProps } from 'react';
import type { CodeEditorProps, Handover } from './code/CodeEditor';
import { EditorTextarea } from './EditorTextarea';

const CodeEditor = lazy(() => import('./code/CodeEditor'));

export const CodeEditorEnabled = createContext(true);

type TextareaOnly = Omit<
  ComponentProps<typeof EditorTextarea>,
  | 'value'
  | 'onChange'
  | 'format'
  | 'onAction'
  | 'onFile'
  | 'onUploadFiles'
  | 'onCaret'
  | 'onHandover'
>;

export type LazyCodeEditorProps = Omit<CodeEditorProps, 'handover'> & {
  textarea: TextareaOnly;
};

export function LazyCodeEditor({ textarea, ...editor }: LazyCodeEditorProps) {
  const enabled = useContext(CodeEditorEnabled);
  // The textarea's caret and focus, handed to the editor when it replaces it.
  const handover = useRef<Handover | null>(null);
  const fallback = (
    <EditorTextarea
      {...textarea}
      value={editor.value}
      onChange={editor.onChange}
      format={editor.format}
      onAction={editor.onAction}
      onFile={editor.onFile}
      onUploadFiles={editor.onUploadFiles}
      onCaret={editor.onCaret}
      onHandover={(selection, focused) => (handover.current = { selection, focused })}
    />
  );
  if (!enabled) return fallback;
  return (
    <Suspense fallback={fallback}>
      <CodeEditor {...editor} handover={handover} />
    </Suspense>
  );
}
