/**
 * Downloads of ready uploader configurations for one API key, with a line on how each is used
 * and the share options they ask for. Loaded on demand (LazyUploaderDownloads): the generators
 * stay out of the admin panel's first script.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import { saveBlob } from '../../../../lib/saveFile';
import { usePublicStorageConfigs } from '../../api';
import { uploaderFiles } from './uploaderFiles';

export interface UploaderDownloadsProps {
  apiKey: string;
  permissions: number;
}

export function UploaderDownloads({ apiKey, permissions }: UploaderDownloadsProps) {
  const { t } = useTranslation('admin');
  const [path, setPath] = useState('');
  const [hours, setHours] = useState('');
  const [storageConfigId, setStorageConfigId] = useState('');
  const storages = usePublicStorageConfigs().data ?? [];
  const expiresInHours = Math.max(0, Math.floor(Number(hours) || 0));
  const files = uploaderFiles(
    { origin: window.location.origin, apiKey, storageConfigId, path: path.trim(), expiresInHours },
    permissions,
  );
  return (
    <div className="space-y-3" data-testid="uploader-downloads">
      <p className="text-sm text-gray-600 dark:text-gray-400">{t('keys.uploaders.intro')}</p>
      <div className="grid gap-2 sm:grid-cols-3">
        <SelectField
          label={t('keys.uploaders.storage')}
          value={storageConfigId}
          onChange={(event) => setStorageConfigId(event.target.value)}
          options={[
            { value: '', label: t('keys.uploaders.defaultStorage') },
            ...storages.map((config) => ({ value: config.id, label: config.name })),
          ]}
          data-testid="uploader-storage"
        />
        <TextField
          label={t('keys.uploaders.path')}
          value={path}
          onChange={(event) => setPath(event.target.value)}
          placeholder="screenshots"
        />
        <TextField
          label={t('keys.uploaders.expiresInHours')}
          hint={t('keys.uploaders.expiresHint')}
          type="number"
          min={0}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
        />
      </div>
      <ul className="space-y-2">
        {files.map((file) => (
          <li
            key={file.id}
            className="flex flex-col gap-2 rounded-md border border-gray-200 p-2 sm:flex-row sm:items-center dark:border-gray-700"
          >
            <p className="min-w-0 flex-1 text-sm">
              <span className="block font-medium">{t(`keys.uploaders.${file.id}.title`)}</span>
              <span className="block text-gray-600 dark:text-gray-400">
                {t(`keys.uploaders.${file.id}.howTo`)}
              </span>
              {file.id === 'curl' && <ScriptCommands fileArg={t('keys.uploaders.curl.fileArg')} />}
            </p>
            <Button
              variant="secondary"
              onClick={() => saveBlob(new Blob([file.text], { type: file.type }), file.filename)}
              data-testid={`uploader-download-${file.id}`}
            >
              {t('keys.uploaders.download')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How the script is run: commands, kept whole on their own lines. */
function ScriptCommands({ fileArg }: { fileArg: string }) {
  return (
    <span className="mt-1 block space-y-0.5 font-mono text-xs">
      <code className="block break-all">sh cloudpaste-upload.sh {fileArg}</code>
      <code className="block break-all">flameshot gui --raw | sh cloudpaste-upload.sh -</code>
    </span>
  );
}
