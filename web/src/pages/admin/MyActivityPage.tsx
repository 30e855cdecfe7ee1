/** /admin/my-activity: what the signed-in API key did (any key; docs/product/admin.md). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { MyActivity } from '../../features/admin/audit/MyActivity';

export default function MyActivityPage() {
  const { t } = useTranslation('audit');
  return (
    <>
      <PageHeader title={t('mine.title')} description={t('mine.description')} />
      <MyActivity />
    </>
  );
}
