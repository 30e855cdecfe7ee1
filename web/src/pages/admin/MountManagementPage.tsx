/** /admin/mount-management: which storage shows at which path of the file tree (admin only). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { MountManagement } from '../../features/mounts/MountManagement';

export default function MountManagementPage() {
  const { t } = useTranslation(['admin', 'mounts']);
  return (
    <>
      <PageHeader
        title={t('pages.mountManagement.title')}
        description={t('mounts:page.description')}
      />
      <MountManagement />
    </>
  );
}
