/**
 * /admin/text-management: list, search and delete text shares (needs the text permission);
 * `?q=` opens it searching, as the editor's link to a share's entry does.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { TextManagement } from '../../features/pastes/management/TextManagement';

export default function TextManagementPage() {
  const { t } = useTranslation('textManagement');
  const search = useSearchParams()[0].get('q') ?? '';
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {/* Keyed: following another share's link while here starts that search afresh. */}
      <TextManagement key={search} initialSearch={search} />
    </>
  );
}
