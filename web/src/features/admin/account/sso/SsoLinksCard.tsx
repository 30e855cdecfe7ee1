/**
 * The Account page's single sign-on (docs/ACCOUNTS.md, "Single sign-on"): the provider identities
 * linked to this account, a way to link one (through the provider, back to this page with
 * `?sso=linked` or `?sso_error=`), and unlinking. Shown while the server offers single sign-on, or
 * while an identity is still linked.
 */
import type { OidcIdentityInfo } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { FormAlert } from '../../../../components/FormAlert';
import { useToast } from '../../../../components/toast/useToast';
import { errorText } from '../../../../lib/errorText';
import { formatDateTime } from '../../../../lib/format';
import { useOidcLoginState } from '../../../../auth/oidcLoginState';
import { ssoReasonText, useSsoReturn } from '../../../../auth/ssoReturn';
import { useLinkOidc, useOidcIdentities, useUnlinkOidc } from './api';

export function SsoLinksCard() {
  const { t, i18n } = useTranslation('sso');
  const toast = useToast();
  const offered = useOidcLoginState();
  const list = useOidcIdentities();
  const link = useLinkOidc();
  const unlink = useUnlinkOidc();
  const [unlinking, setUnlinking] = useState<OidcIdentityInfo | null>(null);
  const [error, setError] = useState<string>();
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  useSsoReturn(({ outcome, reason }) => {
    if (outcome === 'linked') toast.success(t('links.linked'));
    if (reason) void ssoReasonText(reason, t('links.failed')).then(setError);
  });

  const identities = list.data ?? [];
  const label = offered.data?.label ?? '';
  if (!offered.data?.enabled && identities.length === 0 && !error) return null;
  return (
    <Card title={t('links.title')} className="mb-4">
      <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">
        {label ? t('links.hint', { label }) : t('links.hintNoLabel')}
      </p>
      <FormAlert message={error} />
      {identities.length === 0 ? (
        <p className="py-2 text-sm text-gray-600 dark:text-gray-400">{t('links.empty')}</p>
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-800" data-testid="sso-identities">
          {identities.map((identity) => (
            <li key={identity.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-all text-gray-900 dark:text-gray-100">
                  {identity.issuer}
                </p>
                <p className="break-all text-gray-600 dark:text-gray-400">
                  {t('links.subject')}: {identity.subject} ·{' '}
                  {t('links.linkedAt', { when: when(identity.created_at) })} ·{' '}
                  {identity.last_login_at
                    ? t('links.lastUsed', { when: when(identity.last_login_at) })
                    : t('links.neverUsed')}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => setUnlinking(identity)}>
                {t('links.unlink')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {offered.data?.enabled && (
        <Button
          className="mt-3"
          loading={link.isPending}
          data-testid="sso-link"
          onClick={() =>
            link.mutate(undefined, { onError: (e) => setError(errorText(e, t('links.failed'))) })
          }
        >
          {t('links.link', { label })}
        </Button>
      )}
      <ConfirmDialog
        open={unlinking !== null}
        title={t('links.confirmTitle')}
        message={t('links.confirmMessage')}
        confirmLabel={t('links.unlink')}
        danger
        loading={unlink.isPending}
        onConfirm={() =>
          unlinking &&
          unlink.mutate(unlinking.id, {
            onSuccess: () => {
              setUnlinking(null);
              toast.success(t('links.unlinked'));
            },
            onError: (e) => {
              setUnlinking(null);
              setError(errorText(e, t('links.failed')));
            },
          })
        }
        onCancel={() => setUnlinking(null)}
      />
    </Card>
  );
}
