/**
 * Sharing a mount file: first its options, as the upload page offers them and with the same
 * defaults (expiry 7 days, no password, no view limit); then POST /fs/create-share and its public
 * page (origin + /file/{slug}) with a copy button and a QR code. The share never deletes the file.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { QrCodeDialog } from '../../../components/QrCodeDialog';
import { qrFileBase } from '../../../components/qrDownload';
import { Spinner } from '../../../components/Spinner';
import { fileShareUrl } from '../../../lib/shareLinks';
import {
  DEFAULT_OPTIONS,
  toShareFields,
  type OptionErrors,
  type ShareOptionValues,
} from '../../upload/shareOptions';
import { useCreateShare } from './api';
import { ShareOptionsForm } from './ShareOptionsForm';

export function ShareDialog({ item, onClose }: { item: FsItem; onClose: () => void }) {
  const { t } = useTranslation('explorer');
  const share = useCreateShare();
  const [values, setValues] = useState<ShareOptionValues>(DEFAULT_OPTIONS);
  const [errors, setErrors] = useState<OptionErrors>({});
  const title = t('share.title', { name: item.name });

  if (share.data) {
    return (
      <QrCodeDialog
        url={fileShareUrl(share.data.slug)}
        title={title}
        imageLabel={t('share.qrLabel')}
        copyLabel={t('share.copy')}
        hint={t('share.hint')}
        onClose={onClose}
        testId="share-qr"
        downloadName={qrFileBase(share.data.slug)}
      />
    );
  }

  function submit() {
    const checked = toShareFields(values, 1);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    // Where an upload is stored does not apply: the share points at the file where it is.
    const { s3_config_id: _storage, path: _path, ...options } = checked.fields;
    share.mutate({ path: item.path, ...options });
  }

  return (
    <FormDialog
      title={title}
      saving={share.isPending}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t('dialogs.cancel')}
      submitLabel={t('share.create')}
      submitTestId="share-create"
      formError={share.error?.message}
    >
      <div data-testid="share-dialog">
        {/* The options' words are the upload page's, fetched when the dialog first opens. */}
        <Suspense
          fallback={
            <div className="flex justify-center py-6 text-gray-500 dark:text-gray-400">
              <Spinner label={t('share.loading')} />
            </div>
          }
        >
          <ShareOptionsForm
            values={values}
            onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
            errors={errors}
          />
        </Suspense>
      </div>
    </FormDialog>
  );
}
