/** /admin/storage-config: S3 storage configurations (admin only). Placeholder until the feature ships. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { ComingSoon } from '../../features/admin/placeholders/ComingSoon';

export default function StorageConfigPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('pages.storageConfig.title')} />
      <ComingSoon area="storage" />
    </>
  );
}
