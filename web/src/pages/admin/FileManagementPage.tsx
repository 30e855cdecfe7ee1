/**
 * /admin/file-management: list, search, edit and delete file shares, and the folder shares below
 * them (needs the file-share permission).
 */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { FileManagement } from '../../features/files/management/FileManagement';
import { FolderShareList } from '../../features/folderShares/management/FolderShareList';

export default function FileManagementPage() {
  const { t } = useTranslation('fileManagement');
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <FileManagement />
      <div className="mt-6">
        <FolderShareList />
      </div>
    </>
  );
}
