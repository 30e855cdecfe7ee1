/** /admin/file-management: list, search, edit and delete file shares (needs the file-share permission). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { FileManagement } from '../../features/files/management/FileManagement';

export default function FileManagementPage() {
  const { t } = useTranslation('fileManagement');
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <FileManagement />
    </>
  );
}
