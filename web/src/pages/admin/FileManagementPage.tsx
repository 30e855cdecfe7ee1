/** /admin/file-management: file shares (needs the file-share permission). Placeholder until the feature ships. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { ComingSoon } from '../../features/admin/placeholders/ComingSoon';

export default function FileManagementPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('pages.fileManagement.title')} />
      <ComingSoon area="file" />
    </>
  );
}
