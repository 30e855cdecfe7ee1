/**
 * Opens a rendered document's images in the lightbox: one click listener on the document (images
 * inside links keep following their link). The lightbox's code is fetched on the first click, so
 * reading a document never waits for it.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import type { LightboxImage } from './ImageLightbox';

const ImageLightbox = lazy(async () => ({
  default: (await import('./ImageLightbox')).ImageLightbox,
}));

export interface ImageLightboxHandlers {
  onClick: (event: SyntheticEvent) => void;
  /** Enter or Space on a focused image opens it too. */
  onKeyDown: (event: KeyboardEvent) => void;
  lightbox: ReactNode;
}

export function useImageLightbox(): ImageLightboxHandlers {
  const [image, setImage] = useState<LightboxImage>();
  const onClick = useCallback((event: SyntheticEvent) => {
    const target = event.target as Element;
    if (!(target instanceof HTMLImageElement) || target.closest('a')) return;
    const src = target.currentSrc || target.src;
    if (!src) return;
    event.preventDefault();
    // A picture drawn for a light card (markmap on the dark theme) keeps its card.
    const { backgroundColor } = getComputedStyle(target);
    const card = /^rgba\(.*, 0\)$|^transparent$/.test(backgroundColor)
      ? undefined
      : backgroundColor;
    setImage({ src, alt: target.alt, background: card });
  }, []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') onClick(event);
    },
    [onClick],
  );
  const close = useCallback(() => setImage(undefined), []);
  const lightbox = image ? (
    <Suspense fallback={null}>
      <ImageLightbox image={image} onClose={close} />
    </Suspense>
  ) : null;
  return { onClick, onKeyDown, lightbox };
}
