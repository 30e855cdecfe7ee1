/**
 * Entry point: applies the saved theme before the first paint, starts the PWA (service worker,
 * install prompt), the offline queue's sync and offline reading (their storage work waits until the
 * page is idle), then mounts the app once the current language's translations are in.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyTheme } from './app/theme/themeStore';
import { loadCurrentLanguage } from './i18n';
import './index.css';
import { startOfflineReading } from './offline/offlineRead';
import { offlineSync } from './offline/offlineSync';
import { startPwa } from './pwa/pwa';

applyTheme();
startPwa({ registerWorker: import.meta.env.PROD });
// Both listen at once and open the offline database (its code loads on demand) once idle.
offlineSync.start();
startOfflineReading();

// The first render waits for the current language's translations (their own small chunk).
const root = document.getElementById('root');
void loadCurrentLanguage().then(() => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
