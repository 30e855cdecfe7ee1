/**
 * An image that zooms and pans (useZoomPan), with − / level / + / reset buttons under it. The image
 * keeps its natural layout size; zooming only transforms it, so a fullscreen container lets it grow.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewButton } from './previewIcons';
import { useZoomPan } from './useZoomPan';
import { MAX_SCALE, MIN_SCALE } from './zoomMath';

export interface ZoomableImageProps {
  src: string;
  alt: string;
  /** Size limits of the unzoomed image (Tailwind classes), e.g. its height in the page. */
  imageClassName?: string;
}

export function ZoomableImage(props: ZoomableImageProps) {
  // Another image starts unzoomed.
  return <ZoomFrame key={props.src} {...props} />;
}

function ZoomFrame({ src, alt, imageClassName = 'max-h-[75vh]' }: ZoomableImageProps) {
  const { t } = useTranslation('preview');
  const frameRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const { state, zoomIn, zoomOut, reset, handlers } = useZoomPan(frameRef, imageRef);
  const isZoomed = state.scale > 1;
  return (
    <div className="flex h-full min-h-0 flex-col items-stretch gap-2" data-testid="zoomable-image">
      <div
        ref={frameRef}
        {...handlers}
        data-scale={state.scale.toFixed(2)}
        className={`flex min-h-0 flex-1 items-center justify-center overflow-hidden select-none ${
          isZoomed ? 'cursor-grab active:cursor-grabbing' : 'cursor-zoom-in'
        }`}
        style={{ touchAction: 'none' }}
      >
        <img
          ref={imageRef}
          src={src}
          alt={alt}
          draggable={false}
          className={`max-w-full rounded-lg object-contain ${imageClassName}`}
          style={{
            transform: `translate(${state.x}px, ${state.y}px) scale(${state.scale})`,
            transition: 'transform 60ms linear',
          }}
        />
      </div>
      <div
        role="toolbar"
        aria-label={t('zoomControls')}
        className="flex items-center gap-1 self-center rounded-full bg-white px-2 py-0.5 ring-1 ring-gray-200 dark:bg-gray-800 dark:ring-gray-700"
      >
        <PreviewButton
          label={t('zoomOut')}
          icon="zoomOut"
          onClick={zoomOut}
          disabled={state.scale <= MIN_SCALE}
          aria-keyshortcuts="-"
          data-testid="zoom-out"
        />
        <span
          data-testid="zoom-level"
          aria-live="polite"
          className="min-w-[3.5rem] text-center text-xs text-gray-700 tabular-nums dark:text-gray-200"
        >
          {Math.round(state.scale * 100)}%
        </span>
        <PreviewButton
          label={t('zoomIn')}
          icon="zoomIn"
          onClick={zoomIn}
          disabled={state.scale >= MAX_SCALE}
          aria-keyshortcuts="+"
          data-testid="zoom-in"
        />
        <PreviewButton
          label={t('zoomReset')}
          icon="zoomReset"
          onClick={reset}
          disabled={!isZoomed}
          aria-keyshortcuts="0"
          data-testid="zoom-reset"
        />
      </div>
    </div>
  );
}
