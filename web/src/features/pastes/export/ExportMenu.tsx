/**
 * "Export": the share as a standalone HTML page, a PDF (the browser's print), a PNG image or a
 * Word document (docs/MARKDOWN.md, "Export"). Only this button is in the share view's code; each
 * format's code is fetched when it is chosen (runExport.ts).
 */
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../../components/MenuButton';
import { useToast } from '../../../components/toast/useToast';
import { EXPORT_FORMATS, type ExportFormat } from './formats';
import { lightWhilePrinting } from './printTheme';
import './print.css';

export interface ExportMenuProps {
  title?: string | null;
  slug: string;
  /** The element around the share's text; its `.markdown-body` when rendered. */
  contentRef: RefObject<HTMLElement | null>;
}

export function ExportMenu({ title, slug, contentRef }: ExportMenuProps) {
  // Its own namespace, fetched on first use: the reader shows meanwhile, without this button.
  const { t, i18n, ready } = useTranslation('export', { useSuspense: false });
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  useEffect(() => lightWhilePrinting(), []);
  if (!ready) return null;

  async function run(format: ExportFormat) {
    const container = contentRef.current;
    const name = t(`formats.${format}`);
    if (!container) return;
    setBusy(true);
    if (format !== 'pdf') toast.info(t('working', { format: name }));
    try {
      const { runExport } = await import('./runExport');
      await runExport(format, { title, slug, container }, i18n.language);
    } catch {
      toast.error(t('failed', { format: name }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <MenuButton
      label={t('button')}
      busy={busy}
      data-testid="export-menu"
      items={EXPORT_FORMATS.map((format) => ({
        id: `export-${format}`,
        label: t(`formats.${format}`),
        onSelect: () => void run(format),
      }))}
    />
  );
}
