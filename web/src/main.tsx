/**
 * Entry point: applies the saved theme before the first paint, starts the PWA (service worker,
 * install prompt), the offline queue's sync and offline reading (their storage work waits until the
 * page is idle) and the router, then mounts the app once the current language's translations are in.
 */
import './zodConfig';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/App';
import { applyTheme } from './app/theme/themeStore';
import { loadShellTranslations } from './i18n';
import './index.css';
import { startOfflineReading } from './offline/offlineRead';
import { offlineSync } from './offline/offlineSync';
import { startPwa } from './pwa/pwa';

applyTheme();
startPwa({ registerWorker: import.meta.env.PROD });
// Both listen at once and open the offline database (its code loads on demand) once idle.
offlineSync.start();
startOfflineReading();

// The first render waits for the current language's translations (their own small chunk); the
// router, created first, fetches the page's code and checks the session meanwhile.
const root = document.getElementById('root');
const router = createAppRouter();
void loadShellTranslations().then(() => {
  if (!root) return;
  // A transition, so React renders the first page in slices between which the browser may work,
  // not in one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
