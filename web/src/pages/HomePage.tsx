/** Home page (SPEC §2): the text-share editor arrives in a later issue. */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ComingSoon';

export default function HomePage() {
  const { t } = useTranslation('common');
  return <ComingSoon feature={t('comingSoon.home')} />;
}
