/** MarkdownView loaded on demand: the parser, KaTeX and highlighter stay out of the main bundle. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../Spinner';
import type { MarkdownViewProps } from './MarkdownView';

const MarkdownView = lazy(() => import('./MarkdownView'));

function MarkdownFallback() {
  const { t } = useTranslation('markdown');
  return (
    <div className="flex justify-center py-8 text-gray-500 dark:text-gray-400">
      <Spinner label={t('loading')} />
    </div>
  );
}

export function LazyMarkdownView(props: MarkdownViewProps) {
  return (
    <Suspense fallback={<MarkdownFallback />}>
      <MarkdownView {...props} />
    </Suspense>
  );
}

export type { MarkdownViewProps };
export default LazyMarkdownView;
