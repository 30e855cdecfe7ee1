/** Mount explorer page (/mount-explorer/{path...}): browse and preview mounted storage. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/PageHeader';
import { MountExplorer } from '../features/explorer/MountExplorer';

export default function MountExplorerPage() {
  const { t } = useTranslation('explorer');
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <MountExplorer />
    </>
  );
}
