/** File view page (SPEC §2): viewing file shares arrives in a later issue. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../components/ComingSoon';

export default function FileViewPage() {
  const { t } = useTranslation('common');
  const { slug = '' } = useParams();
  return <ComingSoon feature={t('comingSoon.file')} detail={t('comingSoon.shareLink', { slug })} />;
}
