/** /admin/text-management: text shares (needs the text permission). Placeholder until the feature ships. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { ComingSoon } from '../../features/admin/placeholders/ComingSoon';

export default function TextManagementPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('pages.textManagement.title')} />
      <ComingSoon area="text" />
    </>
  );
}
