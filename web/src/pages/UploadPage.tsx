/** Upload page (/upload): files, several at once or from a URL, become share links. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/PageHeader';
import { Uploader } from '../features/upload/components/Uploader';

export default function UploadPage() {
  const { t } = useTranslation('upload');
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <Uploader />
    </>
  );
}
