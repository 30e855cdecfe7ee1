/**
 * The app's one service-worker controller and install prompt, and their start: registered after
 * the page has loaded, both re-checked every 5 s.
 */
import { InstallPromptStore } from './installPrompt';
import { ServiceWorkerController } from './serviceWorker';

export const PWA_CHECK_INTERVAL_MS = 5000;

export const serviceWorker = new ServiceWorkerController(
  typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined,
);
export const installPrompt = new InstallPromptStore();

/**
 * Called once from main.tsx; `registerWorker` is false in development (no worker is built).
 * Returns what stops the periodic check.
 */
export function startPwa({ registerWorker }: { registerWorker: boolean }): () => void {
  installPrompt.listen();
  if (registerWorker) {
    // After load, so installing the worker (and precaching) never competes with the first paint.
    const register = () => void serviceWorker.register();
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
  const timer = setInterval(() => {
    serviceWorker.check();
    installPrompt.refresh();
  }, PWA_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
