/**
 * The upload screen: sources, share options, the per-file list with progress,
 * the shares created and the recent uploads. Needs the admin or a key with the file permission.
 */
import { Permission } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/useAuth';
import { Button } from '../../../components/Button';
import { useMaxUploadBytes, useStorageOptions, type StorageOption } from '../api';
import { clearRecentUploads } from '../recentUploads';
import {
  DEFAULT_OPTIONS,
  toShareFields,
  type OptionErrors,
  type ShareOptionValues,
} from '../shareOptions';
import { usePastedFiles } from '../../../components/usePastedFiles';
import { useUploader } from '../useUploader';
import { RecentUploads } from './RecentUploads';
import { ShareOptionsPanel } from './ShareOptionsPanel';
import { SourcePanel } from './SourcePanel';
import { UploadList } from './UploadList';
import { UploadPermissionNotice } from './UploadPermissionNotice';
import { UploadResults } from './UploadResults';

/** The chosen configuration while it is still offered, else the default one, else the first. */
function effectiveStorageId(chosen: string, options: readonly StorageOption[] | undefined): string {
  if (!options || options.length === 0) return '';
  if (options.some((option) => option.id === chosen)) return chosen;
  return (options.find((option) => option.is_default) ?? options[0])?.id ?? '';
}

export function Uploader() {
  const { t } = useTranslation('upload');
  const auth = useAuth();
  const canUpload = auth.can(Permission.FILE_SHARE);
  const storage = useStorageOptions(canUpload);
  const maxBytes = useMaxUploadBytes();
  const { queue, tasks, recent, setRecent } = useUploader();
  const [values, setValues] = useState<ShareOptionValues>(DEFAULT_OPTIONS);
  const [errors, setErrors] = useState<OptionErrors>({});
  const storageConfigId = effectiveStorageId(values.storageConfigId, storage.data);
  const hasStorage = storageConfigId !== '';

  usePastedFiles((files) => queue.addFiles(files), canUpload);

  const pendingCount = tasks.filter((task) => task.status === 'ready').length;
  const finishedCount = tasks.filter((task) =>
    ['done', 'failed', 'cancelled'].includes(task.status),
  ).length;
  const shares = tasks.flatMap((task) =>
    task.status === 'done' && task.share ? [task.share] : [],
  );
  // The result card lists this page's uploads; Recent uploads only the earlier ones, never a row twice.
  const earlier = recent.filter((item) => !shares.some((share) => share.slug === item.slug));

  function setOption<K extends keyof ShareOptionValues>(key: K, value: ShareOptionValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function start() {
    const result = toShareFields({ ...values, storageConfigId }, pendingCount);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    queue.start({ fields: result.fields, preference: values.method, maxBytes, seal: result.seal });
    // A link suffix names one share: the next upload needs another. A password is typed again for
    // the next upload rather than carried into it unseen.
    setValues((current) => ({
      ...current,
      slug: result.fields.slug ? '' : current.slug,
      password: '',
      e2eePassword: '',
    }));
  }

  if (!canUpload) return <UploadPermissionNotice authType={auth.authType} />;

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <SourcePanel
            maxBytes={maxBytes}
            disabled={!hasStorage}
            onFiles={(files) => queue.addFiles(files)}
            onUrl={(url, name) => queue.addUrl(url, name)}
          />
          <UploadList
            tasks={tasks}
            maxBytes={maxBytes}
            onCancel={(id) => queue.cancel(id)}
            onRetry={(id) => queue.retry(id)}
            onRemove={(id) => queue.remove(id)}
          />
        </div>
        <div className="space-y-3">
          <ShareOptionsPanel
            values={{ ...values, storageConfigId }}
            onChange={setOption}
            errors={errors}
            storage={{
              options: storage.data,
              isLoading: storage.isPending,
              isError: storage.isError,
            }}
            pendingCount={pendingCount}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              className="flex-1"
              onClick={start}
              disabled={pendingCount === 0 || !hasStorage}
              data-testid="upload-start"
            >
              {pendingCount > 0
                ? t('actions.uploadCount', { count: pendingCount })
                : t('actions.upload')}
            </Button>
            {finishedCount > 0 && (
              <Button
                variant="secondary"
                onClick={() => queue.clearFinished()}
                data-testid="upload-clear"
              >
                {t('actions.clearFinished')}
              </Button>
            )}
          </div>
        </div>
      </div>
      <UploadResults shares={shares} />
      <RecentUploads
        items={earlier}
        onClear={() => {
          clearRecentUploads();
          setRecent([]);
        }}
      />
    </div>
  );
}
