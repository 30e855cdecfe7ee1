/**
 * Shown when a route fails to render or its code fails to load. A page whose code cannot be fetched
 * offline was never cached, so the offline fallback (home, back, retry, and a toast) is shown.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { useToast } from '../../components/toast/useToast';
import { isUnavailableOffline } from '../../pwa/pageChunk';

export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const toast = useToast();
  const offline = isUnavailableOffline(error);

  useEffect(() => {
    if (offline) toast.error(t('routeError.offlineToast'));
    else console.error(error);
  }, [offline, error, toast, t]);

  function retry() {
    // A reload fetches the app anew; offline, that works only
    // once a service worker serves the app, else it would be the browser's own error page.
    if (navigator.onLine || navigator.serviceWorker?.controller) window.location.reload();
    else toast.error(t('routeError.offlineToast'));
  }

  return (
    <div className="mx-auto max-w-xl py-12">
      <EmptyState
        title={offline ? t('routeError.offlineTitle') : t('routeError.title')}
        description={offline ? t('routeError.offlineDescription') : t('routeError.description')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" onClick={() => void navigate('/')}>
              {t('actions.backHome')}
            </Button>
            <Button variant="secondary" onClick={() => void navigate(-1)}>
              {t('actions.back')}
            </Button>
            <Button onClick={retry}>{t('actions.retry')}</Button>
          </div>
        }
      />
    </div>
  );
}
