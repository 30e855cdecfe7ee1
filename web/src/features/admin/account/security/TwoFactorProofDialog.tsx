/**
 * Turning two-factor sign-in off, or making new recovery codes: proved with the password or a
 * code from the app (or a recovery code). New codes are shown here, once.
 */
import type { TwoFactorProofInput } from '@cloudpaste/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { FormAlert } from '../../../../components/FormAlert';
import { Modal } from '../../../../components/Modal';
import { TextField } from '../../../../components/TextField';
import { errorText } from '../../../../lib/errorText';
import { useDisableTwoFactor, useNewRecoveryCodes } from './api';
import { RecoveryCodesView } from './RecoveryCodesView';

export type ProofPurpose = 'disable' | 'regenerate';

export function TwoFactorProofDialog({
  purpose,
  onClose,
}: {
  purpose: ProofPurpose;
  onClose: () => void;
}) {
  const { t } = useTranslation('security');
  const disable = useDisableTwoFactor();
  const regenerate = useNewRecoveryCodes();
  const action = purpose === 'disable' ? disable : regenerate;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const proof: TwoFactorProofInput = password ? { password } : { code: code.trim() };
    if (purpose === 'disable') disable.mutate(proof, { onSuccess: onClose });
    else regenerate.mutate(proof);
  }

  const codes = regenerate.data?.codes;
  const ready = password !== '' || code.trim() !== '';
  return (
    <Modal
      open
      onClose={action.isPending ? () => {} : onClose}
      title={purpose === 'disable' ? t('proof.disableTitle') : t('proof.regenerateTitle')}
      footer={
        codes ? (
          <Button onClick={onClose}>{t('enrol.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={action.isPending}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              form="two-factor-proof"
              variant={purpose === 'disable' ? 'danger' : 'primary'}
              loading={action.isPending}
              disabled={!ready}
            >
              {purpose === 'disable' ? t('proof.disable') : t('proof.regenerate')}
            </Button>
          </>
        )
      }
    >
      {codes ? (
        <RecoveryCodesView codes={codes} />
      ) : (
        <form id="two-factor-proof" noValidate onSubmit={submit} className="space-y-4">
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('proof.hint')}</p>
          <FormAlert message={action.error ? errorText(action.error, t('failed')) : undefined} />
          <TextField
            label={t('proof.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label={t('proof.code')}
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </form>
      )}
    </Modal>
  );
}
