/**
 * MarkdownView loaded on demand: the parser, KaTeX and highlighter stay out of the main bundle.
 * When its code cannot be fetched (offline before the service worker holds it), the text is shown
 * as written with a notice, and the formatted view is tried again on Retry or when the network
 * returns; the page around it keeps working.
 */
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { OnDemand } from '../OnDemand';
import { Spinner } from '../Spinner';
import type { MarkdownViewProps } from './MarkdownView';
import { markdownViewChunk } from './markdownViewChunk';
import { PlainTextView } from './PlainTextView';

function LoadedMarkdownView(props: MarkdownViewProps) {
  const { default: View } = use(markdownViewChunk.load());
  return <View {...props} />;
}

function MarkdownFallback() {
  const { t } = useTranslation('markdown');
  return (
    <div className="flex justify-center py-8 text-gray-500 dark:text-gray-400">
      <Spinner label={t('loading')} />
    </div>
  );
}

function UnformattedText({ source, tryAgain }: { source: string; tryAgain: () => void }) {
  const { t } = useTranslation('markdown');
  return (
    <div className="space-y-2" data-testid="markdown-unavailable">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
        <span role="status">{t('unavailable.message')}</span>
        <Button variant="secondary" size="sm" onClick={tryAgain}>
          {t('unavailable.retry')}
        </Button>
      </div>
      <PlainTextView text={source} />
    </div>
  );
}

export function LazyMarkdownView(props: MarkdownViewProps) {
  return (
    <OnDemand
      forgetFailure={markdownViewChunk.forgetFailures}
      loading={<MarkdownFallback />}
      unavailable={(tryAgain) => <UnformattedText source={props.source} tryAgain={tryAgain} />}
    >
      <LoadedMarkdownView {...props} />
    </OnDemand>
  );
}

export type { MarkdownViewProps };
export default LazyMarkdownView;
