/**
 * Sharing a folder, or a hand-picked set of one folder's entries, by link (docs/FOLDER-SHARES.md):
 * password, expiry, download limit and, for a whole folder, uploads into it; then the link's page
 * with a copy button and a QR code. Its words are the `folderShare` namespace, fetched on open.
 */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox';
import { FormDialog } from '../../../components/FormDialog';
import { QrCodeDialog } from '../../../components/QrCodeDialog';
import { qrFileBase } from '../../../components/qrDownload';
import { SelectField } from '../../../components/SelectField';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { folderShareLink } from '../../../lib/shareLinks';
import { useCreateFolderShare } from './api';

export interface ShareFolderDialogProps {
  /** The folder shared, or the one the picked entries lie in. */
  folder: string;
  /** The entries picked; absent: the whole folder. */
  names?: string[];
  onClose: () => void;
}

const EXPIRY_HOURS = [0, 1, 24, 72, 168, 720];

export function ShareFolderDialog(props: ShareFolderDialogProps) {
  return (
    <Suspense fallback={<Spinner label="…" />}>
      <ShareFolderForm {...props} />
    </Suspense>
  );
}

function ShareFolderForm({ folder, names, onClose }: ShareFolderDialogProps) {
  const { t } = useTranslation('folderShare');
  const share = useCreateFolderShare();
  const [password, setPassword] = useState('');
  const [hours, setHours] = useState('168');
  const [maxDownloads, setMaxDownloads] = useState('0');
  const [allowUploads, setAllowUploads] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const folderName = folder.split('/').filter(Boolean).at(-1) ?? '/';
  const title = names
    ? t('create.titleSelected', { count: names.length })
    : t('create.titleFolder', { name: folderName });

  if (share.data)
    return (
      <QrCodeDialog
        url={folderShareLink(share.data.slug)}
        title={title}
        imageLabel={t('create.qrLabel')}
        copyLabel={t('create.copy')}
        hint={t('create.hint')}
        onClose={onClose}
        testId="folder-share-qr"
        downloadName={qrFileBase(share.data.slug)}
      />
    );

  function submit() {
    const limit = Number(maxDownloads);
    if (!/^\d+$/.test(maxDownloads.trim()) || !Number.isSafeInteger(limit)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    share.mutate({
      path: folder,
      ...(names && { names }),
      ...(password !== '' && { password }),
      expires_in: Number(hours),
      max_downloads: limit,
      allow_uploads: names ? false : allowUploads,
    });
  }

  const expiryLabel = (each: number) =>
    each === 0
      ? t('create.never')
      : each < 24
        ? t('create.hours', { count: each })
        : t('create.days', { count: each / 24 });

  return (
    <FormDialog
      title={title}
      saving={share.isPending}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t('create.cancel')}
      submitLabel={t('create.submit')}
      submitTestId="folder-share-create"
      formError={share.error?.message}
    >
      <div data-testid="folder-share-dialog" className="flex flex-col gap-4">
        <TextField
          id="folder-share-password"
          data-testid="folder-share-password"
          type="password"
          autoComplete="new-password"
          label={t('create.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SelectField
          id="folder-share-expiry"
          label={t('create.expiry')}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          options={EXPIRY_HOURS.map((each) => ({ value: String(each), label: expiryLabel(each) }))}
        />
        <TextField
          id="folder-share-max-downloads"
          data-testid="folder-share-max-downloads"
          inputMode="numeric"
          label={t('create.maxDownloads')}
          value={maxDownloads}
          onChange={(event) => setMaxDownloads(event.target.value)}
          error={invalid ? t('create.maxDownloadsInvalid') : undefined}
        />
        {!names && (
          <Checkbox
            id="folder-share-uploads"
            label={t('create.allowUploads')}
            description={t('create.allowUploadsHint')}
            checked={allowUploads}
            onChange={(event) => setAllowUploads(event.target.checked)}
          />
        )}
      </div>
    </FormDialog>
  );
}
