/** Mount explorer page (SPEC §2): the storage browser arrives in a later issue. */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ComingSoon';

export default function MountExplorerPage() {
  const { t } = useTranslation('common');
  return <ComingSoon feature={t('comingSoon.mountExplorer')} />;
}
