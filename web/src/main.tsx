/**
 * Entry point: applies the saved theme before the first paint, starts the PWA (service worker,
 * install prompt), the offline queue's sync and offline reading, then mounts the app.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyTheme } from './app/theme/themeStore';
import './i18n';
import './index.css';
import { startOfflineReading } from './offline/offlineRead';
import { offlineSync } from './offline/offlineSync';
import { startPwa } from './pwa/pwa';

applyTheme();
startPwa({ registerWorker: import.meta.env.PROD });
offlineSync.start();
startOfflineReading();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
