/** The preview of a file share by its kind; files nothing can preview say so and offer the download. */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FullscreenButton } from '../../../components/preview/FullscreenButton';
import {
  fullscreenContainer,
  fullscreenHeight,
  fullscreenMaxHeight,
} from '../../../components/preview/fullscreenClasses';
import { useFullscreen } from '../../../components/preview/useFullscreen';
import { VideoPlayer } from '../../../components/preview/VideoPlayer';
import { ZoomableImage } from '../../../components/preview/ZoomableImage';
import { fillsScreen } from '../../../lib/previewKind';
import { contentUrl, ticketOf } from '../api';
import { OfficePreview } from './OfficePreview';
import { previewKindOf } from './previewKind';
import { TextPreview } from './TextPreview';

/** Bigger text files are offered for download only: the browser would struggle to show them. */
export const TEXT_PREVIEW_MAX_BYTES = 5 * 1024 * 1024;

const frame =
  'w-full rounded-lg border border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900';

export function FilePreview({ file }: { file: PublicFileInfo }) {
  const { t } = useTranslation('fileView');
  const fullscreen = useFullscreen();
  const { target: fullscreenTarget } = fullscreen;
  const preview = previewKindOf(file);
  const url = file.previewUrl ? contentUrl(file.previewUrl) : null;
  // A share is one file: a playlist's relative segments have nothing beside it (docs/PREVIEWS.md).
  const source = useMemo(
    () => ({ url: url ?? '', path: `/${file.filename}` }),
    [url, file.filename],
  );
  const none = (reason: string) => (
    <p className="rounded-lg border border-dashed border-gray-300 px-4 py-8 text-center text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400">
      {reason}
    </p>
  );
  if (!url) return none(t('preview.unavailable'));

  let body;
  switch (preview.kind) {
    case 'image':
      body = (
        <ZoomableImage
          src={url}
          alt={file.filename}
          imageClassName={`max-h-[75vh] ${fullscreenMaxHeight}`}
        />
      );
      break;
    case 'video':
      body = (
        <VideoPlayer
          source={source}
          name={file.filename}
          mimetype={file.mimetype}
          className={`max-h-[75vh] ${fullscreenMaxHeight}`}
        />
      );
      break;
    case 'audio':
      body = <audio src={url} controls preload="metadata" className="w-full" />;
      break;
    case 'pdf':
      body = (
        <iframe
          src={url}
          title={t('preview.frameTitle', { name: file.filename })}
          className={`h-[80vh] ${fullscreenHeight} ${frame}`}
        />
      );
      break;
    case 'office':
      body = (
        <OfficePreview
          slug={file.slug}
          ticket={ticketOf(file.previewUrl)}
          filename={file.filename}
        />
      );
      break;
    case 'markdown':
    case 'code':
    case 'text':
      body =
        file.size > TEXT_PREVIEW_MAX_BYTES ? (
          none(t('preview.tooLarge'))
        ) : (
          <TextPreview
            url={file.previewUrl ?? ''}
            mode={preview.kind}
            language={preview.kind === 'code' ? preview.language : undefined}
          />
        );
      break;
    default:
      body = none(t('preview.none'));
  }
  return (
    <section
      ref={fullscreenTarget}
      aria-label={t('preview.label')}
      data-testid="file-preview"
      data-kind={preview.kind}
      className={`space-y-2 ${fullscreenContainer}`}
    >
      {fillsScreen(preview, file.size > TEXT_PREVIEW_MAX_BYTES) && (
        <div className="flex justify-end">
          <FullscreenButton fullscreen={fullscreen} />
        </div>
      )}
      {body}
    </section>
  );
}
