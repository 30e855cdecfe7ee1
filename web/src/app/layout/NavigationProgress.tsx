/** Thin bar at the top while the router loads the next page's code or checks the session. */
import { useTranslation } from 'react-i18next';
import { useNavigationPending } from '../router/RouterView';

export function NavigationProgress() {
  const { t } = useTranslation('common');
  const pending = useNavigationPending();
  if (!pending) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('actions.loading')}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-blue-100 dark:bg-blue-950"
    >
      <div className="h-full w-1/3 animate-pulse bg-blue-600 dark:bg-blue-400" />
    </div>
  );
}
