/**
 * Opens a rendered document's images in the lightbox: one click listener on the document (images
 * inside links keep following their link), the lightbox itself only while one is open.
 */
import { useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import { ImageLightbox, type LightboxImage } from './ImageLightbox';

export function useImageLightbox(): { onClick: (event: MouseEvent) => void; lightbox: ReactNode } {
  const [image, setImage] = useState<LightboxImage>();
  const onClick = useCallback((event: MouseEvent) => {
    const target = event.target as Element;
    if (!(target instanceof HTMLImageElement) || target.closest('a')) return;
    const src = target.currentSrc || target.src;
    if (!src) return;
    event.preventDefault();
    setImage({ src, alt: target.alt });
  }, []);
  const close = useCallback(() => setImage(undefined), []);
  return { onClick, lightbox: image ? <ImageLightbox image={image} onClose={close} /> : null };
}
