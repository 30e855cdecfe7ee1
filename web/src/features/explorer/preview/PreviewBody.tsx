/** What the preview shows while the file's details load, when they fail, or for a folder. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { focusRing } from '../../../components/classes';
import { errorStatus, type useFsInfo } from '../api';
import { folderHref } from '../explorerPath';
import { PreviewContent } from './PreviewContent';
import { PreviewNotice } from './PreviewNotice';

export function PreviewBody({ query }: { query: ReturnType<typeof useFsInfo> }) {
  const { t } = useTranslation('explorer');
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16 text-gray-500 dark:text-gray-400">
        <Spinner label={t('preview.loading')} />
      </div>
    );
  }
  if (query.isError) {
    const isMissing = errorStatus(query.error) === 404;
    return (
      <PreviewNotice role="alert" data-error={isMissing ? 'notFound' : 'failed'}>
        {isMissing ? t('preview.notFound') : query.error.message}
      </PreviewNotice>
    );
  }
  const file = query.data;
  if (file.isDirectory) {
    return (
      <PreviewNotice>
        {t('preview.isFolder')}{' '}
        <Link
          to={folderHref(file.path)}
          className={`font-medium text-blue-700 underline dark:text-blue-300 ${focusRing}`}
        >
          {t('preview.openFolder')}
        </Link>
      </PreviewNotice>
    );
  }
  return <PreviewContent file={file} />;
}
