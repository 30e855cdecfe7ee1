/**
 * The share's text, rendered or as source, with its outline (docs/MARKDOWN.md): a side panel that
 * can be hidden on wide screens, a menu on phones, both marking the section being read.
 */
import type { PasteView } from '@cloudpaste/contracts';
import { useCallback, useRef, useState } from 'react';
import type { OutlineEntry } from '../../../components/markdown/outline/outlineOf';
import { DocumentOutline } from '../../../components/markdown/outline/DocumentOutline';
import { useActiveHeading } from '../../../components/markdown/outline/useActiveHeading';
import { ExportMenu } from '../export/ExportMenu';
import { CopyAsMenu } from './CopyAsMenu';
import { PasteContent } from './PasteContent';
import { useReadingMode } from './readingMode';
import { ReaderBar } from './ReaderBar';

export interface PasteReaderProps {
  paste: PasteView & { content: string };
}

export function PasteReader({ paste }: PasteReaderProps) {
  const [outline, setOutline] = useState<OutlineEntry[]>([]);
  const [isPanelOpen, setIsPanelOpen] = useState(true);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [mode, setMode] = useReadingMode(paste.format);
  const entries = mode === 'rendered' ? outline : [];
  const active = useActiveHeading(entries.map((entry) => entry.id));
  const onOutline = useCallback((found: OutlineEntry[]) => setOutline(found), []);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);
  const hasOutline = entries.length > 0;
  const contentRef = useRef<HTMLDivElement>(null);

  return (
    <section className="space-y-3">
      <ReaderBar
        mode={mode}
        onMode={setMode}
        hasOutline={hasOutline}
        isPanelOpen={isPanelOpen}
        onTogglePanel={() => setIsPanelOpen((open) => !open)}
        isMenuOpen={isMenuOpen}
        onToggleMenu={() => setIsMenuOpen((open) => !open)}
        onCloseMenu={closeMenu}
        menu={<DocumentOutline entries={entries} active={active} onJump={closeMenu} />}
        actions={
          <>
            <CopyAsMenu source={paste.content} contentRef={contentRef} />
            <ExportMenu title={paste.title} slug={paste.slug} contentRef={contentRef} />
          </>
        }
      />
      <div className="lg:flex lg:items-start lg:gap-6">
        {hasOutline && isPanelOpen && (
          <aside
            className="sticky top-20 hidden max-h-[calc(100vh-6rem)] w-64 shrink-0 overflow-y-auto lg:block"
            data-testid="outline-panel"
          >
            <DocumentOutline entries={entries} active={active} />
          </aside>
        )}
        <div ref={contentRef} className="min-w-0 flex-1">
          <PasteContent
            content={paste.content}
            format={paste.format}
            mode={mode}
            onOutline={onOutline}
          />
        </div>
      </div>
    </section>
  );
}
