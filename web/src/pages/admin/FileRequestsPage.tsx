/** /admin/file-requests: upload-only links the account made, and what arrived (docs/FILE-REQUESTS.md). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { FileRequestList } from '../../features/fileRequests/manage/FileRequestList';

export default function FileRequestsPage() {
  const { t } = useTranslation('fileRequest');
  return (
    <>
      <PageHeader title={t('manage.pageTitle')} description={t('manage.pageDescription')} />
      <FileRequestList />
    </>
  );
}
