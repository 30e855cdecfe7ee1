/** The update prompt (Update, Later) and the install prompt (Install, Later). */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { InstallPromptStore, type BeforeInstallPromptEvent } from './installPrompt';
import { PwaPrompts } from './PwaPrompts';
import { SKIP_WAITING, ServiceWorkerController, type WorkerContainer } from './serviceWorker';

/** A registration with an active worker and a newer one already waiting. */
function controllerWithWaitingUpdate() {
  const waiting = Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
  const registration = Object.assign(new EventTarget(), {
    installing: null,
    waiting,
    active: Object.assign(new EventTarget(), { state: 'activated' }),
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), { register: vi.fn(async () => registration) });
  const controller = new ServiceWorkerController(container as unknown as WorkerContainer, {
    reload: vi.fn(),
  });
  return { controller, waiting };
}

function offeredInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const target = new EventTarget();
  const store = new InstallPromptStore({ isInstalled: () => false });
  store.listen(target);
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => void target.dispatchEvent(event as BeforeInstallPromptEvent));
  return { store, prompt };
}

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
});

describe('PwaPrompts', () => {
  it('shows nothing while there is neither an update nor an install offer', () => {
    const { container } = render(
      <PwaPrompts
        serviceWorker={new ServiceWorkerController(undefined)}
        installPrompt={new InstallPromptStore({ isInstalled: () => false })}
      />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('Update activates the waiting worker', async () => {
    const { controller, waiting } = controllerWithWaitingUpdate();
    render(<PwaPrompts serviceWorker={controller} installPrompt={new InstallPromptStore()} />);
    await act(() => controller.register());
    // The card's code loads when a prompt first shows.
    expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
  });

  it('Later hides the update prompt without activating anything', async () => {
    const { controller, waiting } = controllerWithWaitingUpdate();
    render(<PwaPrompts serviceWorker={controller} installPrompt={new InstallPromptStore()} />);
    await act(() => controller.register());
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    act(() => controller.check());
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });

  it('Install opens the browser dialog and the prompt goes away', async () => {
    const { store, prompt } = offeredInstall();
    render(
      <PwaPrompts serviceWorker={new ServiceWorkerController(undefined)} installPrompt={store} />,
    );
    expect(await screen.findByRole('heading', { name: 'Install CloudPaste' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('install-prompt')).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.installPromptDismissedAt)).toBeNull();
  });

  it('Later on the install prompt remembers the dismissal', async () => {
    const { store, prompt } = offeredInstall();
    render(
      <PwaPrompts serviceWorker={new ServiceWorkerController(undefined)} installPrompt={store} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('install-prompt')).toBeNull();
    expect(prompt).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.installPromptDismissedAt)).not.toBeNull();
  });
});
