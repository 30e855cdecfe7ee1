/**
 * One diagram block (```mermaid, ```dot, ```echarts…), drawn as an <img> of a standalone SVG and
 * never as markup in our page, so nothing a share puts in a diagram can run (docs/MARKDOWN.md).
 * A diagram that cannot be drawn shows why, with its source beside, and the rest of the page stays.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../CopyButton';
import { Spinner } from '../../Spinner';
import { useDarkMode } from '../useDarkMode';
import type { DiagramKind } from './languages';
import { renderDiagram } from './renderers';

/** Waits for typing to pause (live preview) before drawing: big diagrams are slow to lay out. */
const RENDER_DELAY_MS = 250;

type Result =
  { key: string; url: string; width?: number; height?: number } | { key: string; error: string };

export function DiagramBlock({ kind, source }: { kind: DiagramKind; source: string }) {
  // Its own namespace, fetched with the first diagram (the share view's first script stays small);
  // not suspending, so a document never blanks while it comes: the block keeps its spinner.
  const { t, ready } = useTranslation(['diagrams', 'markdown'], { useSuspense: false });
  const isDark = useDarkMode();
  const key = `${kind}:${isDark ? 'dark' : 'light'}:${source}`;
  const [result, setResult] = useState<Result>();

  useEffect(() => {
    let cancelled = false;
    let url: string | undefined;
    const timer = setTimeout(() => {
      renderDiagram(kind, source, isDark).then(
        ({ svg, width, height }) => {
          if (cancelled) return;
          url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
          setResult({ key, url, width, height });
        },
        (error: unknown) => {
          if (!cancelled)
            setResult({ key, error: error instanceof Error ? error.message : String(error) });
        },
      );
    }, RENDER_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (url) URL.revokeObjectURL(url);
    };
  }, [key, kind, source, isDark]);

  if (result?.key !== key || !ready) {
    return (
      <div className="markdown-diagram flex justify-center py-6 text-gray-500 dark:text-gray-400">
        <Spinner label={ready ? t('rendering') : undefined} />
      </div>
    );
  }
  if ('error' in result) {
    return (
      <div className="markdown-diagram diagram-failed" data-diagram={kind}>
        <div role="alert" className="diagram-error">
          <p>{t('failed')}</p>
          <pre>
            <code>{result.error}</code>
          </pre>
        </div>
        <div className="code-block relative">
          <pre>
            <code>{source}</code>
          </pre>
          <CopyButton
            value={source}
            label={t('markdown:copyCode')}
            className="code-copy absolute top-2 right-2"
          />
        </div>
      </div>
    );
  }
  return (
    <div className="markdown-diagram" data-diagram={kind}>
      <img
        tabIndex={0}
        src={result.url}
        alt={t(`alt.${kind}`)}
        width={result.width}
        height={result.height}
      />
    </div>
  );
}
