/** The preview of a file share by its kind; files nothing can preview say so and offer the download. */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
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
  const preview = previewKindOf(file);
  const url = file.previewUrl ? contentUrl(file.previewUrl) : null;
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
        <img
          src={url}
          alt={file.filename}
          className="mx-auto max-h-[75vh] max-w-full rounded-lg object-contain"
        />
      );
      break;
    case 'video':
      body = (
        <video
          src={url}
          controls
          preload="metadata"
          className="max-h-[75vh] w-full rounded-lg bg-black"
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
          className={`h-[80vh] ${frame}`}
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
    <section aria-label={t('preview.label')} data-testid="file-preview" data-kind={preview.kind}>
      {body}
    </section>
  );
}
