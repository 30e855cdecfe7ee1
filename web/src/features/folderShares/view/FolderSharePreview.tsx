/**
 * One file of a folder share, previewed with the app's shared preview components (zoomable image,
 * video player, audio, PDF frame, text), or its details and a download. Previews read the `view`
 * route, which counts no download (docs/FOLDER-SHARES.md).
 */
import { FileType, type FsItem } from '@cloudpaste/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { VideoPlayer } from '../../../components/preview/VideoPlayer';
import { ZoomableImage } from '../../../components/preview/ZoomableImage';
import { formatBytes } from '../../../lib/format';
import { DownloadLink } from './DownloadLink';

/** Text above this size is offered as a download only. */
const TEXT_PREVIEW_MAX_BYTES = 1024 * 1024;
const media = 'max-h-[70vh]';

export interface FolderSharePreviewProps {
  item: FsItem;
  viewUrl: string;
  downloadUrl: string;
  onClose: () => void;
}

export function FolderSharePreview({
  item,
  viewUrl,
  downloadUrl,
  onClose,
}: FolderSharePreviewProps) {
  const { t, i18n } = useTranslation('folderShare');
  return (
    <Modal open onClose={onClose} title={item.name} size="lg">
      <div data-testid="folder-share-preview" className="flex flex-col gap-4">
        <PreviewBody item={item} url={viewUrl} />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600 dark:text-gray-400">
          <span>{formatBytes(item.size, i18n.language)}</span>
          <DownloadLink href={downloadUrl} name={item.name} label={t('browse.download')} />
        </div>
      </div>
    </Modal>
  );
}

function PreviewBody({ item, url }: { item: FsItem; url: string }) {
  const { t } = useTranslation('folderShare');
  const source = useMemo(() => ({ url, path: `/${item.name}` }), [url, item.name]);
  const isPdf = item.mimetype === 'application/pdf' || item.name.toLowerCase().endsWith('.pdf');
  switch (item.type) {
    case FileType.IMAGE:
      return <ZoomableImage src={url} alt={item.name} imageClassName={media} />;
    case FileType.VIDEO:
      return (
        <VideoPlayer source={source} name={item.name} mimetype={item.mimetype} className={media} />
      );
    case FileType.AUDIO:
      return <audio src={url} controls preload="metadata" className="w-full" />;
    case FileType.TEXT:
      return item.size <= TEXT_PREVIEW_MAX_BYTES ? (
        <TextBody url={url} />
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('preview.tooLarge')}</p>
      );
    default:
      // The server serves a PDF under a CSP of its own (http/content/file-content.ts): a sandboxed
      // frame would keep the browser's viewer from drawing it.
      if (isPdf)
        return (
          <iframe
            src={url}
            title={item.name}
            className="h-[70vh] w-full rounded-md border border-gray-200 bg-white dark:border-gray-700"
          />
        );
      return <p className="text-sm text-gray-600 dark:text-gray-400">{t('preview.none')}</p>;
  }
}

/** Text as text: never rendered as HTML, so nothing in a shared file runs on this origin. */
function TextBody({ url }: { url: string }) {
  const { t } = useTranslation('folderShare');
  const text = useQuery({
    queryKey: ['folderShare', 'text', url],
    queryFn: async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(String(response.status));
      return response.text();
    },
    retry: false,
  });
  if (text.isPending) return <p className="text-sm text-gray-500">{t('preview.loading')}</p>;
  if (text.isError)
    return <p className="text-sm text-red-600 dark:text-red-400">{t('preview.failed')}</p>;
  return (
    <pre
      data-testid="folder-share-text"
      className="max-h-[60vh] overflow-auto rounded-md bg-gray-50 p-3 text-sm whitespace-pre-wrap break-words text-gray-900 dark:bg-gray-800 dark:text-gray-100"
    >
      {text.data}
    </pre>
  );
}
