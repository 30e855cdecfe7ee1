/** Where to point a WebDAV client at this server, and which credentials it accepts. */
import { useTranslation } from 'react-i18next';
import { apiBaseUrl } from '../../../api/baseUrl';
import { Card } from '../../../components/Card';
import { CopyableValue } from '../../../components/CopyableValue';
import { isSecure, webdavUrl } from './webdavAddress';
import { WebdavClientGuide } from './WebdavClientGuide';

export function WebdavAccess() {
  const { t } = useTranslation('admin');
  // Where the API is, which may be another origin than this page's (the environment switcher).
  const url = webdavUrl(apiBaseUrl() || window.location.origin);
  return (
    <Card title={t('webdav.access.title')}>
      <div className="space-y-4 text-sm text-gray-700 dark:text-gray-300">
        <div>
          <p id="webdav-address-label" className="font-medium text-gray-900 dark:text-gray-100">
            {t('webdav.access.address')}
          </p>
          <CopyableValue
            value={url}
            copyLabel={t('webdav.access.copy')}
            layout="wrap"
            className="mt-1"
            aria-labelledby="webdav-address-label"
          />
        </div>
        <p>{t('webdav.access.auth')}</p>
        <p>{t('webdav.access.permissions')}</p>
        {!isSecure(url) && (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            {t('webdav.access.insecure')}
          </p>
        )}
        <WebdavClientGuide url={url} />
      </div>
    </Card>
  );
}
