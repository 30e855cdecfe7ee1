/**
 * The preview named by `?preview=` over the listing: the file's details and links from /fs/get,
 * its content by kind, a download, and for images the way through the folder's other images
 * (buttons or the arrow keys).
 */
import { EDITOR_FILE_MAX_BYTES, type FsFileInfo, type FsItem } from '@cloudpaste/contracts';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fillsScreen } from '../../../lib/previewKind';
import { contentUrl, useFsInfo } from '../api';
import { joinPath } from '../explorerPath';
import { Glyph } from '../Glyph';
import { isImage, previewKindOf } from '../previewKind';
import { useItemLabels } from '../useItemLabels';
import { ImageStepper } from './ImageStepper';
import { publicLinkOf } from './OfficePreview';
import { PreviewBody } from './PreviewBody';
import { PreviewShell } from './PreviewShell';

export interface PreviewDialogProps {
  folder: string;
  name: string;
  /** The folder's entries in the order shown, for previous/next. */
  items: FsItem[];
  onShow: (name: string) => void;
  onClose: () => void;
}

/** Arrow keys in these belong to them (seeking a video, moving a text caret). */
const OWNS_ARROWS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO', 'AUDIO']);

/** A preview worth the whole screen: not audio, and not a notice standing in for one. */
function canFillScreen(file: FsFileInfo): boolean {
  const preview = previewKindOf(file);
  if (!file.preview_url) return false;
  if (preview.kind === 'office' && !publicLinkOf(file)) return false;
  return fillsScreen(preview, file.size > EDITOR_FILE_MAX_BYTES);
}

export function PreviewDialog({ folder, name, items, onShow, onClose }: PreviewDialogProps) {
  const { t } = useTranslation('explorer');
  const labels = useItemLabels();
  const info = useFsInfo(joinPath(folder, name));
  const file = info.data ?? items.find((item) => item.name === name);
  const images = items.filter(isImage);
  const imageIndex = images.findIndex((item) => item.name === name);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const delta = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (delta === undefined || imageIndex === -1) return;
    if (OWNS_ARROWS.has((event.target as HTMLElement).tagName)) return;
    const target = images[imageIndex + delta];
    if (!target) return;
    event.preventDefault();
    onShow(target.name);
  }

  const download = info.data?.download_url;
  const subtitle =
    file && !file.isDirectory
      ? [labels.sizeOf(file), labels.modifiedOf(file), labels.kindOf(file)].join(' · ')
      : undefined;
  return (
    <PreviewShell
      title={name}
      subtitle={subtitle}
      onClose={onClose}
      onKeyDown={onKeyDown}
      canFillScreen={info.data !== undefined && canFillScreen(info.data)}
      actions={
        <>
          <ImageStepper images={images} index={imageIndex} onShow={onShow} />
          {download && (
            <a
              href={contentUrl(download)}
              download={name}
              rel="noopener noreferrer"
              data-testid="preview-download"
              className="inline-flex items-center gap-1.5 rounded-md bg-blue-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:bg-blue-500 dark:hover:bg-blue-400"
            >
              <Glyph name="download" className="h-4 w-4" />
              {t('preview.download')}
            </a>
          )}
        </>
      }
    >
      <PreviewBody query={info} />
    </PreviewShell>
  );
}
