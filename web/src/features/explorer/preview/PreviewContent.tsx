/**
 * A file's content by kind (the preview types, as the server typed it): images (zoomable), video
 * (VideoPlayer, streams included), audio and PDF from the storage link; text through TextPreview;
 * Office through an online viewer when the link is public; everything else its details and a
 * download.
 */
import { EDITOR_FILE_MAX_BYTES, type FsFileInfo } from '@cloudpaste/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fullscreenHeight,
  fullscreenMaxHeight,
} from '../../../components/preview/fullscreenClasses';
import { VideoPlayer } from '../../../components/preview/VideoPlayer';
import { ZoomableImage } from '../../../components/preview/ZoomableImage';
import { contentUrl, fsContentLink } from '../api';
import { previewKindOf } from '../previewKind';
import { NoPreview } from './NoPreview';
import { OfficePreview } from './OfficePreview';
import { TextPreview } from './TextPreview';

const mediaHeight = `max-h-[75vh] ${fullscreenMaxHeight}`;

export function PreviewContent({ file }: { file: FsFileInfo }) {
  const { t } = useTranslation('explorer');
  const preview = previewKindOf(file);
  const url = file.preview_url ? contentUrl(file.preview_url) : null;
  // A playlist's relative segments are files beside it in the mount (docs/PREVIEWS.md).
  const source = useMemo(
    () => ({ url: url ?? '', path: file.path, urlOfPath: fsContentLink }),
    [url, file.path],
  );

  let body;
  if (!url) body = <NoPreview file={file} reason={t('preview.noLink')} />;
  else {
    switch (preview.kind) {
      case 'image':
        body = <ZoomableImage src={url} alt={file.name} imageClassName={mediaHeight} />;
        break;
      case 'video':
        body = (
          <VideoPlayer
            source={source}
            name={file.name}
            mimetype={file.mimetype}
            className={mediaHeight}
          />
        );
        break;
      case 'audio':
        body = <audio src={url} controls preload="metadata" className="mx-auto w-full max-w-xl" />;
        break;
      case 'pdf':
        body = (
          <iframe
            src={url}
            title={t('preview.frameTitle', { name: file.name })}
            className={`h-[75vh] w-full rounded-md border border-gray-200 bg-white dark:border-gray-700 ${fullscreenHeight}`}
          />
        );
        break;
      case 'office':
        body = <OfficePreview file={file} />;
        break;
      case 'markdown':
      case 'code':
      case 'text':
        body =
          file.size > EDITOR_FILE_MAX_BYTES ? (
            <NoPreview file={file} reason={t('preview.tooLarge')} />
          ) : (
            <TextPreview
              file={file}
              mode={preview.kind}
              language={preview.kind === 'code' ? preview.language : ''}
            />
          );
        break;
      default:
        body = <NoPreview file={file} reason={t('preview.unsupported')} />;
    }
  }
  return (
    <section data-testid="preview-content" data-kind={preview.kind} aria-label={t('preview.label')}>
      {body}
    </section>
  );
}
