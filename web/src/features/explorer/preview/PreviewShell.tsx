/**
 * The frame of a preview: nearly the whole viewport over the listing, so images and documents get
 * room, or the whole screen (its fullscreen button). Focus moves in and stays in; Escape leaves
 * fullscreen first, then closes; focus returns to the entry that opened it.
 */
import { useCallback, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/classes';
import { FullscreenButton } from '../../../components/preview/FullscreenButton';
import { useFullscreen } from '../../../components/preview/useFullscreen';
import { Glyph } from '../Glyph';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, video, audio, [tabindex]:not([tabindex="-1"])';

export interface PreviewShellProps {
  title: string;
  /** A line under the title: size, date, kind. */
  subtitle?: string;
  /** Controls beside the close button (previous/next, download). */
  actions?: ReactNode;
  onClose: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Offers fullscreen (images, video, PDF, Office, text; not audio or a notice). */
  canFillScreen?: boolean;
  children: ReactNode;
}

export function PreviewShell({
  title,
  subtitle,
  actions,
  onClose,
  onKeyDown,
  canFillScreen = false,
  children,
}: PreviewShellProps) {
  const { t } = useTranslation('explorer');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen();
  const { target: fullscreenTarget } = fullscreen;
  const setDialog = useCallback(
    (element: HTMLDivElement | null) => {
      dialogRef.current = element;
      fullscreenTarget(element);
    },
    [fullscreenTarget],
  );
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      // In fullscreen Escape leaves it (the browser's own way, or here when the key reaches the
      // page first); the preview stays open.
      if (fullscreen.isFullscreen) return fullscreen.leave();
      onClose();
      return;
    }
    if (event.key === 'Tab') {
      // aria-modal alone does not keep focus in: cycle it by hand.
      const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      const [first, last] = [items[0], items[items.length - 1]];
      if (first && last && event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (first && last && !event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    onKeyDown?.(event);
  }

  return createPortal(
    <div className="fixed inset-0 z-40 flex p-2 sm:p-6">
      <div className="absolute inset-0 bg-black/60" aria-hidden="true" onClick={onClose} />
      <div
        ref={setDialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={handleKeyDown}
        data-testid="explorer-preview"
        className="relative mx-auto flex w-full max-w-6xl flex-col overflow-hidden rounded-lg bg-white shadow-xl dark:bg-gray-900"
      >
        <div className="flex flex-wrap items-center gap-3 border-b border-gray-200 px-4 py-3 dark:border-gray-700">
          <div className="min-w-0 flex-1">
            <h2
              id={titleId}
              className="truncate text-base font-semibold text-gray-900 dark:text-gray-100"
            >
              {title}
            </h2>
            {subtitle && (
              <p className="truncate text-xs text-gray-500 dark:text-gray-400">{subtitle}</p>
            )}
          </div>
          {actions}
          {canFillScreen && <FullscreenButton fullscreen={fullscreen} />}
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('preview.close')}
            data-testid="preview-close"
            className={`rounded p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-700 dark:text-gray-400 dark:hover:bg-gray-800 ${focusRing}`}
          >
            <Glyph name="close" className="h-5 w-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-auto p-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
