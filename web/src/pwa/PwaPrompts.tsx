/** The update prompt (Update, Later) and the install prompt (Install, Later). */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstallPromptStore } from './installPrompt';
import { installPrompt as appInstallPrompt, serviceWorker as appServiceWorker } from './pwa';
import type { ServiceWorkerController } from './serviceWorker';

// Loaded when a prompt first shows: most visits see none, so it stays out of the first script.
const PromptCard = lazy(() => import('./PromptCard').then((m) => ({ default: m.PromptCard })));

export interface PwaPromptsProps {
  serviceWorker?: ServiceWorkerController;
  installPrompt?: InstallPromptStore;
}

export function PwaPrompts({
  serviceWorker = appServiceWorker,
  installPrompt = appInstallPrompt,
}: PwaPromptsProps) {
  const { t } = useTranslation('common');
  const { isUpdateReady } = useSyncExternalStore(
    serviceWorker.subscribe,
    serviceWorker.getSnapshot,
  );
  const install = useSyncExternalStore(installPrompt.subscribe, installPrompt.getSnapshot);
  // Later on an update lasts until the page loads again; the new version also takes over by itself
  // once every tab of the app has been closed.
  const [isUpdateDeferred, setUpdateDeferred] = useState(false);

  const showUpdate = isUpdateReady && !isUpdateDeferred;
  if (!showUpdate && !install.isVisible) return null;
  return (
    <div className="pointer-events-none fixed inset-x-4 top-16 z-40 flex flex-col gap-2 sm:left-auto sm:w-80">
      <Suspense fallback={null}>
        {showUpdate && (
          <PromptCard
            testId="update-prompt"
            title={t('pwa.update.title')}
            description={t('pwa.update.description')}
            confirmLabel={t('pwa.update.confirm')}
            laterLabel={t('pwa.later')}
            onConfirm={() => serviceWorker.applyUpdate()}
            onLater={() => setUpdateDeferred(true)}
          />
        )}
        {install.isVisible && (
          <PromptCard
            testId="install-prompt"
            title={t('pwa.install.title')}
            description={t('pwa.install.description')}
            confirmLabel={t('pwa.install.confirm')}
            laterLabel={t('pwa.later')}
            onConfirm={() => void installPrompt.install()}
            onLater={() => installPrompt.later()}
          />
        )}
      </Suspense>
    </div>
  );
}
