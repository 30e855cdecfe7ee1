/** One ```mermaid block, drawn as an <img> of the rendered SVG (never inline markup in our page). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../Spinner';
import { renderMermaid } from './loadMermaid';
import { useDarkMode } from './useDarkMode';

/** Waits for typing to pause (live preview) before drawing: mermaid is slow on big diagrams. */
const RENDER_DELAY_MS = 250;

type Result =
  { key: string; url: string; width?: number; height?: number } | { key: string; error: string };

export function MermaidDiagram({ source }: { source: string }) {
  const { t } = useTranslation('markdown');
  const isDark = useDarkMode();
  const key = `${isDark ? 'dark' : 'light'}:${source}`;
  const [result, setResult] = useState<Result>();

  useEffect(() => {
    let cancelled = false;
    let url: string | undefined;
    const timer = setTimeout(() => {
      renderMermaid(source, isDark).then(
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
  }, [key, source, isDark]);

  if (result?.key !== key) {
    return (
      <div className="mermaid-diagram flex justify-center py-6 text-gray-500 dark:text-gray-400">
        <Spinner label={t('diagram.rendering')} />
      </div>
    );
  }
  if ('error' in result) {
    return (
      <div role="alert" className="mermaid-diagram mermaid-error">
        <p>{t('diagram.failed')}</p>
        <pre>
          <code>{result.error}</code>
        </pre>
      </div>
    );
  }
  return (
    <div className="mermaid-diagram">
      <img src={result.url} alt={t('diagram.alt')} width={result.width} height={result.height} />
    </div>
  );
}
