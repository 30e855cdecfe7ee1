/**
 * "Copy as": the share as Markdown (its text as saved), as rich HTML and as plain text
 * (docs/MARKDOWN.md). Rich and plain copies are made from what is on screen: the rendered
 * document, or the source when that is shown.
 */
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copyText';
import { copyRich, sourceCopy, type DocumentCopy } from '../../../components/markdown/copyDocument';
import { MenuButton } from '../../../components/MenuButton';
import { useToast } from '../../../components/toast/useToast';

export type CopyFormat = 'markdown' | 'html' | 'text';
const FORMATS: readonly CopyFormat[] = ['markdown', 'html', 'text'];

export interface CopyAsMenuProps {
  source: string;
  /** The element around the share's text; its `.markdown-body` when rendered. */
  contentRef: RefObject<HTMLElement | null>;
}

export function CopyAsMenu({ source, contentRef }: CopyAsMenuProps) {
  const { t } = useTranslation('pasteView');
  const toast = useToast();

  async function shown(): Promise<DocumentCopy> {
    const body = contentRef.current?.querySelector<HTMLElement>('.markdown-body');
    if (!body) return sourceCopy(source);
    // Its code loads with the first copy: inside the clipboard's promised contents (copyRich).
    const { renderedCopy } = await import('../../../components/markdown/renderedCopy');
    return renderedCopy(body);
  }

  async function copy(format: CopyFormat) {
    let done: boolean;
    if (format === 'markdown') done = await copyText(source);
    else if (format === 'html') done = await copyRich(shown());
    else done = await copyText((await shown()).text);
    if (done) toast.success(t('copyAs.done', { format: t(`copyAs.formats.${format}`) }));
    else toast.error(t('copyAs.failed'));
  }

  return (
    <MenuButton
      label={t('copyAs.button')}
      data-testid="copy-as"
      items={FORMATS.map((format) => ({
        id: `copy-${format}`,
        label: t(`copyAs.formats.${format}`),
        onSelect: () => void copy(format),
      }))}
    />
  );
}
