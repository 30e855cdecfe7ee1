/** /admin/mount-management: storage mount points (admin only). Placeholder until the feature ships. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { ComingSoon } from '../../features/admin/placeholders/ComingSoon';

export default function MountManagementPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('pages.mountManagement.title')} />
      <ComingSoon area="mount" />
    </>
  );
}
