/** Paste view page (SPEC §2): viewing text shares arrives in a later issue. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../components/ComingSoon';

export default function PasteViewPage() {
  const { t } = useTranslation('common');
  const { slug = '' } = useParams();
  return (
    <ComingSoon feature={t('comingSoon.paste')} detail={t('comingSoon.shareLink', { slug })} />
  );
}
