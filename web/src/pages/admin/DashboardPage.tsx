/** /admin: the admin dashboard (admin only). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { Dashboard } from '../../features/admin/dashboard/Dashboard';
import { DashboardRefresh } from '../../features/admin/dashboard/DashboardRefresh';

export default function DashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.dashboard.title')}
        description={t('pages.dashboard.description')}
        actions={<DashboardRefresh />}
      />
      <Dashboard />
    </>
  );
}
