/** /admin/users: the admin's accounts (docs/ACCOUNTS.md). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { SsoSettingsCard } from '../../features/admin/users/sso/SsoSettingsCard';
import { UsersManagement } from '../../features/admin/users/UsersManagement';

export default function UsersPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('pages.users.title')} description={t('pages.users.description')} />
      <UsersManagement />
      <SsoSettingsCard />
    </>
  );
}
