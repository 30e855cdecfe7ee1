/** /admin/settings/backup: download a backup, restore one (admin only; docs/BACKUPS.md). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { BackupDownload } from '../../features/admin/backup/BackupDownload';
import { BackupRestore } from '../../features/admin/backup/BackupRestore';

export default function BackupPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('pages.backup.title')} description={t('pages.backup.description')} />
      <div className="space-y-6">
        <BackupDownload />
        <BackupRestore />
      </div>
    </>
  );
}
