/**
 * Admin > Users: single sign-on with OpenID Connect (docs/ACCOUNTS.md, "Single sign-on"). The
 * client secret is write-only: the server says only whether one is set; an empty field keeps it.
 */
import {
  oidcRedirectUri,
  type OidcSettingsInput,
  type OidcSettingsView,
} from '@cloudpaste/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { Checkbox } from '../../../../components/Checkbox';
import { CopyableValue } from '../../../../components/CopyableValue';
import { FormAlert } from '../../../../components/FormAlert';
import { LoadingBlock } from '../../../../components/LoadingBlock';
import { TextField } from '../../../../components/TextField';
import { useToast } from '../../../../components/toast/useToast';
import { errorText } from '../../../../lib/errorText';
import { useOidcSettings, useSaveOidcSettings } from './api';

export function SsoSettingsCard() {
  const { t } = useTranslation('sso');
  const settings = useOidcSettings();
  return (
    <Card title={t('settings.title')} className="mt-4">
      <p className="mb-4 text-sm text-gray-600 dark:text-gray-400">{t('settings.hint')}</p>
      {settings.data ? <SsoSettingsForm saved={settings.data} /> : <LoadingBlock />}
    </Card>
  );
}

type Draft = Omit<OidcSettingsInput, 'client_secret'> & { client_secret: string; clear: boolean };

function draftOf(saved: OidcSettingsView): Draft {
  const { client_secret_set: _set, redirect_uri: _uri, ...rest } = saved;
  return { ...rest, client_secret: '', clear: false };
}

function SsoSettingsForm({ saved }: { saved: OidcSettingsView }) {
  const { t } = useTranslation('sso');
  const toast = useToast();
  const save = useSaveOidcSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [error, setError] = useState<string>();
  const redirectUri = oidcRedirectUri(draft.public_origin);
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const text = (field: keyof Draft & string, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      name={field}
      data-testid={`sso-${field}`}
      value={String(draft[field])}
      onChange={(e) => set(field, e.target.value as never)}
    />
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { client_secret, clear, ...rest } = draft;
    const secret = clear ? '' : client_secret || undefined;
    save.mutate(
      { ...rest, ...(secret === undefined ? {} : { client_secret: secret }) },
      {
        onSuccess: (next) => {
          setError(undefined);
          setDraft(draftOf(next));
          toast.success(t('settings.saved'));
        },
        onError: (e) => setError(errorText(e, t('settings.saveFailed'))),
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="sso-settings">
      <Checkbox
        label={t('settings.enabled')}
        checked={draft.enabled}
        data-testid="sso-enabled"
        onChange={(e) => set('enabled', e.target.checked)}
      />
      <div className="grid gap-4 md:grid-cols-2">
        {text('issuer', t('settings.issuer'), t('settings.issuerHint'))}
        {text('button_label', t('settings.buttonLabel'))}
        {text('client_id', t('settings.clientId'))}
        <div className="flex flex-col gap-2">
          <TextField
            label={t('settings.clientSecret')}
            hint={saved.client_secret_set ? t('settings.secretSet') : t('settings.secretUnset')}
            type="password"
            autoComplete="new-password"
            data-testid="sso-client_secret"
            value={draft.client_secret}
            disabled={draft.clear}
            onChange={(e) => set('client_secret', e.target.value)}
          />
          {saved.client_secret_set && (
            <Checkbox
              label={t('settings.clearSecret')}
              checked={draft.clear}
              onChange={(e) => set('clear', e.target.checked)}
            />
          )}
        </div>
        {text('scopes', t('settings.scopes'))}
        {text('username_claim', t('settings.usernameClaim'))}
        {text('admin_claim', t('settings.adminClaim'), t('settings.adminHint'))}
        {text('admin_value', t('settings.adminValue'))}
      </div>
      <Checkbox
        label={t('settings.autoCreate')}
        description={t('settings.autoCreateHint')}
        checked={draft.auto_create}
        data-testid="sso-auto_create"
        onChange={(e) => set('auto_create', e.target.checked)}
      />
      <div className="flex flex-col items-start gap-2">
        <div className="w-full">
          {text('public_origin', t('settings.publicOrigin'), t('settings.publicOriginHint'))}
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => set('public_origin', window.location.origin)}
        >
          {t('settings.useThisAddress')}
        </Button>
      </div>
      {redirectUri && (
        <div className="text-sm">
          <p className="mb-1 text-gray-600 dark:text-gray-400">{t('settings.redirectUri')}</p>
          <CopyableValue value={redirectUri} layout="wrap" />
        </div>
      )}
      <FormAlert message={error} />
      <div>
        <Button type="submit" loading={save.isPending} data-testid="sso-save">
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
