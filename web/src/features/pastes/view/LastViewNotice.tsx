/** Shown when this read used the share's last allowed view: it is deleted now, so copy it. */
import { useTranslation } from 'react-i18next';

export function LastViewNotice() {
  const { t } = useTranslation('pasteView');
  return (
    <div
      data-testid="paste-last-view"
      role="alert"
      className="rounded-lg border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">{t('lastView.title')}</p>
      <p className="mt-1">{t('lastView.description')}</p>
    </div>
  );
}
