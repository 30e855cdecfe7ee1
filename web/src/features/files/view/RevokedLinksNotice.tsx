/** After the owner changed the share's password: this page's links stopped working; open it again. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

export function RevokedLinksNotice({ onReopen }: { onReopen: () => void }) {
  const { t } = useTranslation('fileView');
  return (
    <div
      role="status"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
      data-testid="file-links-revoked"
    >
      <p>{t('edited.revoked')}</p>
      <Button variant="secondary" size="sm" onClick={onReopen} data-testid="file-reopen">
        {t('edited.reopen')}
      </Button>
    </div>
  );
}
