/** The share's text: rendered Markdown, or plain text with line numbers. */
import type { PasteFormat } from '@cloudpaste/contracts';
import { LazyMarkdownView } from '../../../components/markdown/LazyMarkdownView';
import { PlainTextView } from '../../../components/markdown/PlainTextView';

export function PasteContent({ content, format }: { content: string; format: PasteFormat }) {
  return (
    <div data-testid="paste-content" data-format={format}>
      {format === 'markdown' ? (
        <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-700 dark:bg-gray-900">
          <LazyMarkdownView source={content} />
        </div>
      ) : (
        <PlainTextView text={content} />
      )}
    </div>
  );
}
