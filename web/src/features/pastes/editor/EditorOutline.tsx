/**
 * The editor's outline panel: the shared DocumentOutline over the source's headings, the caret's
 * heading marked; a click moves the caret to the heading in the editor.
 */
import { useDeferredValue, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentOutline } from '../../../components/markdown/outline/DocumentOutline';
import { headingAt, OUTLINE_ID_PREFIX, offsetOf, sourceOutline } from './sourceOutline';

export interface EditorOutlineProps {
  content: string;
  caret: number;
  onJump: (offset: number) => void;
  className?: string;
}

export function EditorOutline({ content, caret, onJump, className = '' }: EditorOutlineProps) {
  const { t } = useTranslation('editor');
  const text = useDeferredValue(content);
  const entries = useMemo(() => sourceOutline(text), [text]);
  // DocumentOutline's links point at #ids the page does not have; the click lands here instead.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href') ?? '';
    if (href.startsWith(`#${OUTLINE_ID_PREFIX}`)) onJump(offsetOf(href.slice(1)));
  };
  return (
    <div
      data-testid="editor-outline"
      onClick={onClick}
      className={`overflow-auto p-2 ${className}`}
    >
      {entries.length === 0 ? (
        <p className="px-2 py-1 text-sm text-gray-500 dark:text-gray-400">{t('outline.empty')}</p>
      ) : (
        <DocumentOutline entries={entries} active={headingAt(entries, caret)} />
      )}
    </div>
  );
}
