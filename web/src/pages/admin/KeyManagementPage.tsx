/** /admin/key-management: create, edit and delete API keys (admin only). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { KeyManagement } from '../../features/admin/keys/KeyManagement';

export default function KeyManagementPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('pages.keys.title')} description={t('pages.keys.description')} />
      <KeyManagement />
    </>
  );
}
