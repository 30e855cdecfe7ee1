/** The share's text: rendered Markdown, or its source as plain text with line numbers. */
import type { PasteFormat } from '@cloudpaste/contracts';
import { LazyMarkdownView } from '../../../components/markdown/LazyMarkdownView';
import type { OutlineEntry } from '../../../components/markdown/outline/outlineOf';
import { PlainTextView } from '../../../components/markdown/PlainTextView';
import type { ReadingMode } from './readingMode';

export interface PasteContentProps {
  content: string;
  format: PasteFormat;
  mode: ReadingMode;
  onOutline?: (entries: OutlineEntry[]) => void;
}

export function PasteContent({ content, format, mode, onOutline }: PasteContentProps) {
  return (
    <div data-testid="paste-content" data-format={format} data-mode={mode}>
      {mode === 'rendered' ? (
        <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-700 dark:bg-gray-900">
          <LazyMarkdownView source={content} onOutline={onOutline} />
        </div>
      ) : (
        <PlainTextView text={content} />
      )}
    </div>
  );
}
