/** /admin/settings/webdav: WebDAV upload mode (settings group 3) and how to connect a client. */
import { SettingGroup } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { SettingsGroupForm } from '../../features/admin/settings/SettingsGroupForm';
import { WebdavAccess } from '../../features/admin/settings/WebdavAccess';

export default function WebdavSettingsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.webdavSettings.title')}
        description={t('pages.webdavSettings.description')}
      />
      <div className="space-y-6">
        <Card title={t('webdav.settingsTitle')}>
          <SettingsGroupForm group={SettingGroup.WEBDAV} />
        </Card>
        <WebdavAccess />
      </div>
    </>
  );
}
