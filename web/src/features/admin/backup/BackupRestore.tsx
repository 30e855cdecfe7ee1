/**
 * The restore card: a backup file, sent as it is; an instance that is not empty asks for the word
 * REPLACE first. After a restore everyone signs in again (sessions are not in a backup).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormAlert } from '../../../components/FormAlert';
import { TextField } from '../../../components/TextField';
import { errorText } from '../../../lib/errorText';
import { isNotEmptyRefusal, useRestoreBackup, type RestoreOutcome } from '../api';
import { RestoreDone } from './RestoreDone';

const CONFIRMATION = 'REPLACE';

export function BackupRestore() {
  const { t } = useTranslation('admin');
  const restore = useRestoreBackup();
  const [file, setFile] = useState<File | null>(null);
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState(false);
  const [done, setDone] = useState<RestoreOutcome | null>(null);

  if (done) return <RestoreDone outcome={done} />;

  const submit = () => {
    if (!file) return;
    restore.mutate(
      { file, ...(asked && { confirm: typed.trim() }) },
      {
        onSuccess: setDone,
        onError: (error) => {
          if (isNotEmptyRefusal(error)) setAsked(true);
        },
      },
    );
  };

  return (
    <Card title={t('backup.restore.title')}>
      <div className="space-y-3 text-sm text-gray-700 dark:text-gray-300">
        <p>{t('backup.restore.explain')}</p>
        <div>
          <span className="mb-1 block font-medium">{t('backup.restore.file')}</span>
          {/* The browser words its own file button in its own language: ours is drawn instead. */}
          <label className="inline-flex max-w-full cursor-pointer items-center gap-3">
            <input
              type="file"
              accept=".jsonl,application/jsonl,application/json"
              data-testid="backup-file"
              className="peer sr-only"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                restore.reset();
              }}
            />
            <span className="shrink-0 rounded-md border border-gray-300 bg-white px-3 py-2 font-medium text-gray-800 peer-focus-visible:ring-2 peer-focus-visible:ring-blue-500 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100">
              {t('backup.restore.choose')}
            </span>
            <span className="min-w-0 truncate text-gray-600 dark:text-gray-400">
              {file?.name ?? t('backup.restore.noFile')}
            </span>
          </label>
        </div>
        <FormAlert message={restore.error ? errorText(restore.error, t('backup.failed')) : null} />
        {asked && (
          <TextField
            label={t('backup.restore.confirmLabel', { word: CONFIRMATION })}
            hint={t('backup.restore.confirmHint')}
            value={typed}
            autoComplete="off"
            data-testid="backup-confirm"
            onChange={(e) => setTyped(e.target.value)}
          />
        )}
        <Button
          variant={asked ? 'danger' : 'primary'}
          disabled={!file || (asked && typed.trim() !== CONFIRMATION)}
          loading={restore.isPending}
          onClick={submit}
          data-testid="backup-restore"
        >
          {asked ? t('backup.restore.replaceButton') : t('backup.restore.button')}
        </Button>
      </div>
    </Card>
  );
}
