/**
 * Sharing a mount file: POST /fs/create-share as the dialog opens, then its public page
 * (origin + /file/{slug}) with a copy button and a QR code. The share never deletes the file.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { Modal } from '../../../components/Modal';
import { QrCodeDialog } from '../../../components/QrCodeDialog';
import { qrFileBase } from '../../../components/qrDownload';
import { Spinner } from '../../../components/Spinner';
import { fileShareUrl } from '../../../lib/shareLinks';
import { useCreateShare } from './api';

export function ShareDialog({ item, onClose }: { item: FsItem; onClose: () => void }) {
  const { t } = useTranslation('explorer');
  const share = useCreateShare();
  const { mutate } = share;
  // Once per dialog: a second share of the same file would be a second link to manage.
  const isStarted = useRef(false);
  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    mutate(item.path);
  }, [mutate, item.path]);

  if (share.data) {
    return (
      <QrCodeDialog
        url={fileShareUrl(share.data.slug)}
        title={t('share.title', { name: item.name })}
        imageLabel={t('share.qrLabel')}
        copyLabel={t('share.copy')}
        hint={t('share.hint')}
        onClose={onClose}
        testId="share-qr"
        downloadName={qrFileBase(share.data.slug)}
      />
    );
  }
  return (
    <Modal open onClose={onClose} title={t('share.title', { name: item.name })} size="sm">
      <div data-testid="share-dialog">
        {share.isError ? (
          <FormAlert message={share.error.message} />
        ) : (
          <div className="flex justify-center py-6 text-gray-500 dark:text-gray-400">
            <Spinner label={t('share.creating')} />
          </div>
        )}
      </div>
    </Modal>
  );
}
