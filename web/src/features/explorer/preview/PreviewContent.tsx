/**
 * A file's content by kind (SPEC §9 preview types, as the server typed it): images, video, audio
 * and PDF from the storage link; text through TextPreview; Office through Microsoft's viewer when
 * the link is public; everything else its details and a download.
 */
import { EDITOR_FILE_MAX_BYTES, type FsFileInfo } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { contentUrl } from '../api';
import { previewKindOf } from '../previewKind';
import { NoPreview } from './NoPreview';
import { OfficePreview } from './OfficePreview';
import { TextPreview } from './TextPreview';

const media = 'mx-auto block max-h-[75vh] max-w-full rounded-md';

export function PreviewContent({ file }: { file: FsFileInfo }) {
  const { t } = useTranslation('explorer');
  const preview = previewKindOf(file);
  const url = file.preview_url ? contentUrl(file.preview_url) : null;

  let body;
  if (!url) body = <NoPreview file={file} reason={t('preview.noLink')} />;
  else {
    switch (preview.kind) {
      case 'image':
        body = <img src={url} alt={file.name} className={`${media} object-contain`} />;
        break;
      case 'video':
        body = (
          <video src={url} controls preload="metadata" className={`${media} w-full bg-black`} />
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
            className="h-[75vh] w-full rounded-md border border-gray-200 bg-white dark:border-gray-700"
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
