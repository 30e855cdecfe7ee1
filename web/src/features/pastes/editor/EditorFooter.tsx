/** Below the editor: character and line counts, the draft's state, and editor errors. */
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { errorClass } from '../../../components/classes';
import { textStats } from './textEdits';

export interface EditorFooterProps {
  content: string;
  /** Translated note about the draft ("saved in this browser"), when there is one. */
  draftNote?: string;
  contentError?: string;
  contentErrorId: string;
  importError?: string;
}

export function EditorFooter({
  content,
  draftNote,
  contentError,
  contentErrorId,
  importError,
}: EditorFooterProps) {
  const { t, i18n } = useTranslation('editor');
  // Counting megabytes of text on every keystroke would make typing lag; let it trail a little.
  const deferred = useDeferredValue(content);
  // Once per text, not on every render of the card (the caret moving re-renders it).
  const stats = useMemo(() => textStats(deferred), [deferred]);
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="space-y-1 px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-gray-500 dark:text-gray-400">
        <span data-testid="editor-stats">
          {t('stats.characters', {
            count: stats.characters,
            formatted: number(stats.characters),
          })}
          {' · '}
          {t('stats.words', { count: stats.words, formatted: number(stats.words) })}
          {' · '}
          {t('stats.lines', { count: stats.lines, formatted: number(stats.lines) })}
        </span>
        {draftNote && <span aria-live="polite">{draftNote}</span>}
      </div>
      {contentError && (
        <p id={contentErrorId} role="alert" className={errorClass}>
          {contentError}
        </p>
      )}
      {importError && (
        <p role="alert" data-testid="editor-import-error" className={errorClass}>
          {importError}
        </p>
      )}
    </div>
  );
}
