/**
 * A rendered document's picture, full window: zoom with the buttons, the wheel, the keys + - 0 and
 * a two-finger pinch, drag to move it; Escape, the close button or a click beside it closes. Focus
 * stays in the dialog while it is open and goes back where it was (docs/MARKDOWN.md).
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../classes';
import { Icon } from '../../Icon';
import { usePointerZoom } from './usePointerZoom';
import { ACTUAL_SIZE, STEP, viewForKey, zoomBy, type View } from './zoom';

export interface LightboxImage {
  src: string;
  alt: string;
  /** The colour the picture sits on in the document, when it has its own. */
  background?: string;
}

const buttonClass = `rounded px-3 py-1.5 text-sm font-medium text-white hover:bg-white/20 ${focusRing}`;

export function ImageLightbox({ image, onClose }: { image: LightboxImage; onClose: () => void }) {
  const { t } = useTranslation('diagrams');
  const [view, setView] = useState<View>(ACTUAL_SIZE);
  const dialogRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  usePointerZoom(stageRef, setView);

  // Focus moves in the same commit that shows the dialog, before anything can be typed into the page.
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => previous?.focus?.();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const next = viewForKey(view, event.key);
    if (next) {
      event.preventDefault();
      setView(next);
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Tab cycles through the dialog's own buttons only.
    const buttons = Array.from(dialogRef.current.querySelectorAll<HTMLElement>('button'));
    const edge = event.shiftKey ? buttons[0] : buttons[buttons.length - 1];
    if (document.activeElement === edge || !dialogRef.current.contains(document.activeElement)) {
      event.preventDefault();
      (event.shiftKey ? buttons[buttons.length - 1] : buttons[0])?.focus();
    }
  }

  const percent = Math.round(view.scale * 100);
  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={image.alt || t('lightbox.label')}
      data-testid="image-lightbox"
      onKeyDown={onKeyDown}
      // Rendered in a portal, yet its events bubble to the document's listener: a click on the
      // zoomed picture is not a click on the document's image.
      onClick={(event) => event.stopPropagation()}
      className="fixed inset-0 z-50 flex flex-col bg-gray-950/95"
    >
      <div
        className="relative z-10 flex flex-wrap items-center justify-center gap-1 bg-black p-2"
        role="toolbar"
      >
        <button
          type="button"
          className={buttonClass}
          onClick={() => setView((v) => zoomBy(v, 1 / STEP))}
        >
          {t('lightbox.zoomOut')}
        </button>
        <output className="min-w-20 text-center text-sm text-white tabular-nums" aria-live="polite">
          {t('lightbox.zoom', { percent })}
        </output>
        <button
          type="button"
          className={buttonClass}
          onClick={() => setView((v) => zoomBy(v, STEP))}
        >
          {t('lightbox.zoomIn')}
        </button>
        <button type="button" className={buttonClass} onClick={() => setView(ACTUAL_SIZE)}>
          {t('lightbox.reset')}
        </button>
        <button
          type="button"
          className={`${buttonClass} ml-2`}
          onClick={onClose}
          aria-label={t('lightbox.close')}
          data-autofocus
        >
          <Icon name="close" />
        </button>
      </div>
      <div
        ref={stageRef}
        className="relative flex flex-1 touch-none items-center justify-center overflow-hidden"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <img
          src={image.src}
          alt={image.alt}
          draggable={false}
          data-testid="lightbox-image"
          className="max-h-full max-w-full bg-white select-none dark:bg-gray-900"
          style={{
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
            backgroundColor: image.background,
          }}
        />
      </div>
    </div>,
    document.body,
  );
}
