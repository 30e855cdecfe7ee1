/** /admin/storage-config: where uploads are stored, S3 buckets or local folders (admin only). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { StorageConfigs } from '../../features/storage/StorageConfigs';

export default function StorageConfigPage() {
  const { t } = useTranslation(['admin', 'storageConfig']);
  return (
    <>
      <PageHeader
        title={t('pages.storageConfig.title')}
        description={t('storageConfig:page.description')}
      />
      <StorageConfigs />
    </>
  );
}
