/** Any account's display name (docs/ACCOUNTS.md): saved at once, no sign-out. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormAlert } from '../../../components/FormAlert';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/toast/useToast';
import { errorText } from '../../../lib/errorText';
import { useAccount, useUpdateAccount } from '../users/api';

export function ProfileCard() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const account = useAccount();
  const update = useUpdateAccount();
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const value = name ?? account.data?.display_name ?? '';

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(value, {
      onSuccess: () => {
        setError(undefined);
        toast.success(t('profile.saved'));
      },
      onError: (e) => setError(errorText(e, t('common.saveFailed'))),
    });
  }

  return (
    <Card title={t('profile.title')} className="mb-4">
      <form onSubmit={submit} noValidate className="max-w-lg space-y-4" data-testid="profile-form">
        <FormAlert message={error} />
        {account.data && (
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {t('profile.username', { name: account.data.username })}
          </p>
        )}
        <TextField
          label={t('profile.displayName')}
          hint={t('profile.hint')}
          value={value}
          maxLength={64}
          autoComplete="nickname"
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" loading={update.isPending} disabled={!account.data}>
          {t('profile.save')}
        </Button>
      </form>
    </Card>
  );
}
