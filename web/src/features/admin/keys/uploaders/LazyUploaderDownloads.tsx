/** UploaderDownloads, fetched the first time a dialog shows it. */
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../../components/lazyPart';
import { LoadingBlock } from '../../../../components/LoadingBlock';

function Unavailable() {
  const { t } = useTranslation('admin');
  return <p className="text-sm">{t('keys.uploaders.unavailable')}</p>;
}

export const LazyUploaderDownloads = lazyPart(
  () => import('./UploaderDownloads').then((module) => module.UploaderDownloads),
  { loading: <LoadingBlock />, unavailable: <Unavailable /> },
);
