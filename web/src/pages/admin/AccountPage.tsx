/** /admin/account: any account's display name, username and password (docs/ACCOUNTS.md). */
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/useAuth';
import { PageHeader } from '../../components/PageHeader';
import { AccountManagement } from '../../features/admin/account/AccountManagement';
import { ProfileCard } from '../../features/admin/account/ProfileCard';
import { AccountQuota } from '../../features/admin/quotas/AccountQuota';
import { MyKeys } from '../../features/admin/account/keys/MyKeys';
import { AccountSecurity } from '../../features/admin/account/security/AccountSecurity';
import { AppPasswordsCard } from '../../features/admin/account/appPasswords/AppPasswordsCard';
import { SsoLinksCard } from '../../features/admin/account/sso/SsoLinksCard';

export default function AccountPage() {
  const { t } = useTranslation('admin');
  const { isAdmin } = useAuth();
  return (
    <>
      <PageHeader
        title={t('pages.account.title')}
        description={t(isAdmin ? 'pages.account.description' : 'pages.account.userDescription')}
      />
      <ProfileCard />
      <AccountQuota />
      <MyKeys />
      <AccountManagement />
      <AccountSecurity />
      <AppPasswordsCard />
      <SsoLinksCard />
    </>
  );
}
