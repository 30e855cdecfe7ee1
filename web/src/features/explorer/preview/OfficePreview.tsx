/**
 * Word, Excel and PowerPoint files through Microsoft's online viewer. It downloads the file from
 * its own servers, so it is offered only for a public http(s) link; a local-storage or LAN link
 * gets an honest "not available here" and the download instead.
 */
import type { FsFileInfo } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { absoluteContentUrl } from '../api';
import { isPublicHttpUrl, officeViewerUrl } from '../publicUrl';
import { NoPreview } from './NoPreview';

export function OfficePreview({ file }: { file: FsFileInfo }) {
  const { t } = useTranslation('explorer');
  const link = file.preview_url ? absoluteContentUrl(file.preview_url) : null;
  if (!link || !isPublicHttpUrl(link)) {
    return <NoPreview file={file} reason={t('preview.officeUnavailable')} />;
  }
  return (
    <div className="space-y-2">
      <p className="text-xs text-gray-500 dark:text-gray-400">{t('preview.officeNotice')}</p>
      <iframe
        src={officeViewerUrl(link)}
        title={t('preview.frameTitle', { name: file.name })}
        data-testid="preview-office-frame"
        className="h-[75vh] w-full rounded-md border border-gray-200 bg-white dark:border-gray-700"
      />
    </div>
  );
}
