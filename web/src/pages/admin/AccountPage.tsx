/** /admin/account: change the admin username and/or password (admin only). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { AccountManagement } from '../../features/admin/account/AccountManagement';

export default function AccountPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('pages.account.title')} description={t('pages.account.description')} />
      <AccountManagement />
    </>
  );
}
