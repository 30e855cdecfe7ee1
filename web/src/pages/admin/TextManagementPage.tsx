/** /admin/text-management: list, search and delete text shares (needs the text permission). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { TextManagement } from '../../features/pastes/management/TextManagement';

export default function TextManagementPage() {
  const { t } = useTranslation('textManagement');
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <TextManagement />
    </>
  );
}
