/**
 * The webhook's signing secret in the owner's dialog (docs/FILE-REQUESTS.md, "Signed
 * deliveries"): fetched only when asked for, then shown with Copy, and replaced by Rotate.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { CopyableValue } from '../../../components/CopyableValue';
import { useWebhookSecret } from '../api';

export function WebhookSecret({ requestId }: { requestId: string }) {
  const { t } = useTranslation('fileRequest');
  const secret = useWebhookSecret(requestId);
  const shown = secret.data?.secret;
  const actions = [
    ...(shown === undefined ? [{ rotate: false, label: 'secret.show' } as const] : []),
    { rotate: true, label: 'secret.rotate' } as const,
  ];
  return (
    <div className="space-y-2 rounded-md border border-gray-200 p-3 dark:border-gray-700">
      <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{t('secret.title')}</p>
      <p className="text-xs text-gray-600 dark:text-gray-400">{t('secret.hint')}</p>
      {shown !== undefined && (
        <CopyableValue value={shown} copyLabel={t('secret.copy')} data-testid="webhook-secret" />
      )}
      <div className="flex flex-wrap gap-2">
        {actions.map(({ rotate, label }) => (
          <Button
            key={label}
            variant="secondary"
            size="sm"
            loading={secret.isPending}
            onClick={() => secret.mutate(rotate)}
          >
            {t(label)}
          </Button>
        ))}
      </div>
      {secret.error && (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {secret.error.message}
        </p>
      )}
    </div>
  );
}
