/**
 * A plain-text share: monospace with line numbers. The numbers live in their own column that
 * selection skips, so copying gives exactly the text; long lines scroll sideways, as code blocks
 * in Markdown shares do, so indentation and columns stay intact.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface PlainTextViewProps {
  text: string;
  className?: string;
}

/** Lines as the browser draws them: a final newline does not open a visible empty line. */
export function countLines(text: string): number {
  const breaks = text.match(/\n/g)?.length ?? 0;
  return Math.max(1, text.endsWith('\n') ? breaks : breaks + 1);
}

export function PlainTextView({ text, className = '' }: PlainTextViewProps) {
  const { t } = useTranslation('markdown');
  const lineCount = countLines(text);
  const numbers = useMemo(
    () => Array.from({ length: lineCount }, (_, index) => index + 1).join('\n'),
    [lineCount],
  );
  return (
    <div
      role="region"
      aria-label={t('plainText.label')}
      // Focusable so keyboard users can scroll long lines sideways.
      tabIndex={0}
      className={`flex overflow-x-auto rounded-md border border-gray-200 bg-white font-mono text-sm leading-6 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:border-gray-700 dark:bg-gray-900 ${className}`}
    >
      <pre
        aria-hidden="true"
        data-testid="plain-text-gutter"
        className="sticky left-0 shrink-0 border-r border-gray-200 bg-gray-50 px-3 py-3 text-right text-gray-400 select-none dark:border-gray-700 dark:bg-gray-800 dark:text-gray-500"
      >
        {numbers}
      </pre>
      <pre className="flex-1 px-4 py-3 whitespace-pre text-gray-900 dark:text-gray-100">
        <code>{text}</code>
      </pre>
    </div>
  );
}

export default PlainTextView;
