/** The Account page's two-factor sign-in: whether it is on, and turning it on or off. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/Badge';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { lazyPart } from '../../../../components/lazyPart';
import { useTwoFactor } from './api';
import { TwoFactorProofDialog, type ProofPurpose } from './TwoFactorProofDialog';

/** With its QR code library: loaded when the dialog opens (the shell's size budget). */
const TwoFactorEnrolDialog = lazyPart(() =>
  import('./TwoFactorEnrolDialog').then((m) => m.TwoFactorEnrolDialog),
);

export function TwoFactorCard() {
  const { t } = useTranslation('security');
  const status = useTwoFactor();
  const [enrolling, setEnrolling] = useState(false);
  const [proof, setProof] = useState<ProofPurpose | null>(null);
  const on = status.data?.enabled === true;

  return (
    <Card title={t('twoFactor.title')} className="mb-4">
      <div className="space-y-3 text-sm text-gray-700 dark:text-gray-300" data-testid="two-factor">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={on ? 'success' : 'neutral'}>
            {on ? t('twoFactor.on') : t('twoFactor.off')}
          </Badge>
          {on && t('twoFactor.codesLeft', { count: status.data?.recovery_codes_left ?? 0 })}
        </p>
        <p className="text-gray-600 dark:text-gray-400">{t('twoFactor.hint')}</p>
        <div className="flex flex-wrap gap-2">
          {on ? (
            <>
              <Button variant="secondary" onClick={() => setProof('regenerate')}>
                {t('proof.regenerate')}
              </Button>
              <Button variant="danger" onClick={() => setProof('disable')}>
                {t('proof.disable')}
              </Button>
            </>
          ) : (
            <Button
              onClick={() => setEnrolling(true)}
              disabled={!status.data}
              data-testid="two-factor-enable"
            >
              {t('twoFactor.enable')}
            </Button>
          )}
        </div>
      </div>
      {enrolling && <TwoFactorEnrolDialog onClose={() => setEnrolling(false)} />}
      {proof && <TwoFactorProofDialog purpose={proof} onClose={() => setProof(null)} />}
    </Card>
  );
}
