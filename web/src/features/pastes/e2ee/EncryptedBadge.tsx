/** Says, above an opened end-to-end encrypted share, that it was decrypted in this browser. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';

export function EncryptedBadge() {
  const { t } = useTranslation('e2ee');
  return (
    <p
      data-testid="paste-e2ee-badge"
      className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
    >
      <Icon name="lock" className="h-3.5 w-3.5" />
      {t('badge')}
    </p>
  );
}
