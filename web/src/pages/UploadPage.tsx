/** Upload page (SPEC §2): file upload arrives in a later issue. */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ComingSoon';

export default function UploadPage() {
  const { t } = useTranslation('common');
  return <ComingSoon feature={t('comingSoon.upload')} />;
}
