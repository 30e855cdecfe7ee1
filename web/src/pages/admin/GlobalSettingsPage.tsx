/** /admin/settings/global: upload limit, proxy and naming settings (settings group 1). */
import { SettingGroup } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { MaxUploadSummary } from '../../features/admin/settings/MaxUploadSummary';
import { SettingsGroupForm } from '../../features/admin/settings/SettingsGroupForm';

export default function GlobalSettingsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.globalSettings.title')}
        description={t('pages.globalSettings.description')}
      />
      <Card actions={<MaxUploadSummary />}>
        <SettingsGroupForm group={SettingGroup.GLOBAL} />
      </Card>
    </>
  );
}
