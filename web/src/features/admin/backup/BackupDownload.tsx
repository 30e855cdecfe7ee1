/** The backup card: what a backup holds and keeps out, and its download button. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormAlert } from '../../../components/FormAlert';
import { errorText } from '../../../lib/errorText';
import { useDownloadBackup } from '../api';

export function BackupDownload() {
  const { t } = useTranslation('admin');
  const download = useDownloadBackup();
  return (
    <Card title={t('backup.download.title')}>
      <div className="space-y-3 text-sm text-gray-700 dark:text-gray-300">
        <p>{t('backup.download.holds')}</p>
        <p>{t('backup.download.secret')}</p>
        <FormAlert
          message={download.error ? errorText(download.error, t('backup.failed')) : null}
        />
        {download.isSuccess && (
          <p role="status" className="text-green-700 dark:text-green-400">
            {t('backup.download.started')}
          </p>
        )}
        <Button
          onClick={() => download.mutate()}
          loading={download.isPending}
          data-testid="backup-download"
        >
          {t('backup.download.button')}
        </Button>
      </div>
    </Card>
  );
}
