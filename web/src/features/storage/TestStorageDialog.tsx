/** The connection test of one configuration: running, failed to run, or its report. */
import type { StorageConfig, StorageTestReport } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { errorText } from '../../lib/errorText';
import { TestReport } from './TestReport';

export interface TestStorageDialogProps {
  config: StorageConfig;
  running: boolean;
  report: StorageTestReport | undefined;
  error: unknown;
  onRunAgain: () => void;
  onClose: () => void;
}

export function TestStorageDialog({
  config,
  running,
  report,
  error,
  onRunAgain,
  onClose,
}: TestStorageDialogProps) {
  const { t } = useTranslation('storageConfig');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('test.title', { name: config.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onRunAgain} disabled={running}>
            {t('test.again')}
          </Button>
          <Button onClick={onClose}>{t('actions.close')}</Button>
        </>
      }
    >
      {running ? (
        <div className="flex items-center gap-3 py-6 text-gray-600 dark:text-gray-400">
          <Spinner size="md" decorative />
          <span>{t('test.running')}</span>
        </div>
      ) : error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(error, t('test.requestFailed'))}
        </p>
      ) : (
        report && <TestReport report={report} />
      )}
    </Modal>
  );
}
