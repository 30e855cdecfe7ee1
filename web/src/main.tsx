/**
 * Entry point: applies the saved theme before the first paint, starts the router, the PWA (service
 * worker, install prompt), the offline queue's sync and offline reading (their storage work waits
 * until the page is idle), then mounts the app once the current language's translations are in.
 */
import './zodConfig';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/App';
import { applyTheme } from './app/theme/themeStore';
import i18n, { loadShellTranslations } from './i18n';
import './index.css';
import { startOfflineReading } from './offline/offlineRead';
import { offlineSync } from './offline/offlineSync';
import { warmUpDateFormatting } from './lib/format';
import { nextTask } from './lib/nextTask';
import { holdIdleWork, whenIdle } from './lib/whenIdle';
import { startPwa } from './pwa/pwa';

applyTheme();
void start();

/**
 * The start after the modules' own evaluation, in short tasks rather than one long one: the
 * router first (it starts fetching the page's code and checking the session), then the rest, and
 * the first render once the current language's translations are in.
 */
async function start(): Promise<void> {
  // Idle work (the offline database, the date formatter) waits until the first page is shown.
  const firstPageShown = holdIdleWork();
  const translations = loadShellTranslations();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  startPwa({ registerWorker: import.meta.env.PROD });
  // Both listen at once and open the offline database (its code loads on demand) once idle.
  offlineSync.start();
  startOfflineReading();
  // The first date formatter is slow to build: pages that show one at once have it built while
  // their data loads (app/routes.tsx withDates); for the others, once the page is idle.
  whenIdle(() => warmUpDateFormatting(i18n.language));
  await translations;
  const root = document.getElementById('root');
  if (!root) return;
  // A transition, so React renders the first page in slices between which the browser may work,
  // not in one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} onShown={firstPageShown} />
      </StrictMode>,
    );
  });
}
