/** /admin/settings/preview: which file extensions preview as what (settings group 2). */
import { SettingGroup } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { SettingsGroupForm } from '../../features/admin/settings/SettingsGroupForm';

export default function PreviewSettingsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.previewSettings.title')}
        description={t('pages.previewSettings.description')}
      />
      <Card>
        <SettingsGroupForm group={SettingGroup.PREVIEW} allowReset />
      </Card>
    </>
  );
}
