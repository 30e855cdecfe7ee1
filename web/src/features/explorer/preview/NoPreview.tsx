/** For files the browser cannot show: why, the file's details, and the download. */
import type { FsFileInfo } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { contentUrl } from '../api';
import { Glyph } from '../Glyph';
import { FileIcon } from '../FileIcon';
import { useItemLabels } from '../useItemLabels';

export function NoPreview({ file, reason }: { file: FsFileInfo; reason: string }) {
  const { t } = useTranslation('explorer');
  const labels = useItemLabels();
  const facts: [string, string][] = [
    [t('facts.size'), labels.sizeOf(file)],
    [t('facts.type'), labels.kindOf(file)],
    [t('facts.mimetype'), file.mimetype ?? '—'],
    [t('facts.modified'), labels.modifiedOf(file)],
    [t('facts.path'), file.path],
  ];
  return (
    <div
      data-testid="preview-none"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-6 text-center"
    >
      <FileIcon item={file} className="h-16 w-16" />
      <p className="text-sm text-gray-600 dark:text-gray-400">{reason}</p>
      <dl className="grid w-full grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-left text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-gray-500 dark:text-gray-400">{term}</dt>
            <dd className="break-all text-gray-900 dark:text-gray-100">{value}</dd>
          </div>
        ))}
      </dl>
      {file.download_url && (
        <a
          href={contentUrl(file.download_url)}
          download={file.name}
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:bg-blue-500 dark:hover:bg-blue-400"
        >
          <Glyph name="download" className="h-4 w-4" />
          {t('preview.downloadFile')}
        </a>
      )}
    </div>
  );
}
