/**
 * Turning two-factor sign-in on (docs/ACCOUNTS.md, "Two-factor sign-in"): a new secret as a QR
 * code and as text, a first code to confirm it, then the recovery codes, once. Loaded with the
 * dialog only (TwoFactorCard), so the QR code's library stays out of every other page.
 */
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { CopyableValue } from '../../../../components/CopyableValue';
import { FormAlert } from '../../../../components/FormAlert';
import { LoadingBlock } from '../../../../components/LoadingBlock';
import { Modal } from '../../../../components/Modal';
import { TextField } from '../../../../components/TextField';
import { errorText } from '../../../../lib/errorText';
import { useConfirmTwoFactor, useEnrol } from './api';
import { RecoveryCodesView } from './RecoveryCodesView';

export function TwoFactorEnrolDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  const enrol = useEnrol();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const { mutate } = enrol;
  useEffect(() => mutate(), [mutate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() !== '') confirm.mutate(code.trim());
  }

  const codes = confirm.data?.codes;
  const secret = enrol.data;
  return (
    <Modal
      open
      onClose={confirm.isPending ? () => {} : onClose}
      title={codes ? t('enrol.doneTitle') : t('enrol.title')}
      footer={
        codes ? (
          <Button onClick={onClose} data-testid="two-factor-done">
            {t('enrol.done')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={confirm.isPending}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              form="two-factor-enrol"
              loading={confirm.isPending}
              disabled={!secret}
              data-testid="two-factor-confirm"
            >
              {t('enrol.confirm')}
            </Button>
          </>
        )
      }
    >
      {codes ? (
        <RecoveryCodesView codes={codes} />
      ) : (
        <form id="two-factor-enrol" noValidate onSubmit={submit} className="space-y-4">
          <FormAlert
            message={
              enrol.error
                ? errorText(enrol.error, t('failed'))
                : confirm.error
                  ? errorText(confirm.error, t('failed'))
                  : undefined
            }
          />
          {!secret ? (
            !enrol.error && <LoadingBlock />
          ) : (
            <>
              <p className="text-sm text-gray-700 dark:text-gray-300">{t('enrol.scan')}</p>
              <div className="flex justify-center">
                <div className="rounded-md bg-white p-3">
                  <QRCodeSVG value={secret.uri} size={176} title={t('enrol.qrLabel')} />
                </div>
              </div>
              <p className="text-sm text-gray-700 dark:text-gray-300">{t('enrol.orType')}</p>
              <CopyableValue value={secret.secret} data-testid="totp-secret" />
              <TextField
                label={t('enrol.code')}
                hint={t('enrol.codeHint')}
                value={code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                onChange={(e) => setCode(e.target.value)}
                data-testid="two-factor-code"
              />
            </>
          )}
        </form>
      )}
    </Modal>
  );
}
