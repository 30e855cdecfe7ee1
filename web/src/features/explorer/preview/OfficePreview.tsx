/**
 * Word, Excel and PowerPoint files through an online viewer, Microsoft's or Google's. Both fetch
 * the file from their own servers, so they are offered only for a public http(s) link; a file on
 * storage the internet cannot reach (local storage, a private network) says so, with the download.
 */
import type { FsFileInfo, OfficePreviewProvider } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeFrame, OfficeViewer } from '../../../components/preview/OfficeViewer';
import { absoluteContentUrl } from '../api';
import { isPublicHttpUrl, officeViewerUrl } from '../publicUrl';
import { NoPreview } from './NoPreview';

/** The file's link as the online viewers would fetch it, or null when they could not reach it. */
export function publicLinkOf(file: FsFileInfo): string | null {
  const link = file.preview_url ? absoluteContentUrl(file.preview_url) : null;
  return link && isPublicHttpUrl(link) ? link : null;
}

export function OfficePreview({ file }: { file: FsFileInfo }) {
  const { t } = useTranslation(['explorer', 'preview']);
  const [provider, setProvider] = useState<OfficePreviewProvider>('microsoft');
  const link = publicLinkOf(file);
  if (!link) {
    return <NoPreview file={file} reason={t('preview:office.notPublic')} />;
  }
  return (
    <OfficeViewer provider={provider} onProvider={setProvider} testIdPrefix="preview-office">
      <OfficeFrame
        url={officeViewerUrl(provider, link)}
        title={t('preview.frameTitle', { name: file.name })}
        testId="preview-office-frame"
      />
    </OfficeViewer>
  );
}
