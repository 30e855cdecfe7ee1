/** The offline shell: a badge while offline, a 3 s toast when the network drops. */
import { act, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/toast/ToastProvider';
import { OFFLINE_TOAST_MS, OfflineIndicator } from './OfflineIndicator';

const TOAST = 'You are offline, some features may be limited';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** What the browser does when the connection goes or comes back. */
function goOnline(online: boolean) {
  setOnline(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

function renderIndicator() {
  // A long default, so the 3 s can only come from the offline toast's own duration.
  render(
    <ToastProvider durationMs={60_000}>
      <OfflineIndicator />
    </ToastProvider>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('OfflineIndicator', () => {
  it('shows the badge while offline and toasts for 3 s when going offline', () => {
    vi.useFakeTimers();
    setOnline(true);
    renderIndicator();
    expect(screen.queryByTestId('offline-badge')).toBeNull();

    goOnline(false);
    expect(screen.getByTestId('offline-badge').textContent).toBe('Offline');
    expect(screen.getByRole('status').textContent).toContain(TOAST);

    act(() => vi.advanceTimersByTime(OFFLINE_TOAST_MS - 1));
    expect(screen.queryByText(TOAST)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(TOAST)).toBeNull();
    expect(screen.getByTestId('offline-badge')).toBeTruthy();

    goOnline(true);
    expect(screen.queryByTestId('offline-badge')).toBeNull();
    expect(OFFLINE_TOAST_MS).toBe(3000);
  });

  it('opened offline: the badge, but no toast for a change that did not happen', () => {
    setOnline(false);
    renderIndicator();
    expect(screen.getByTestId('offline-badge')).toBeTruthy();
    expect(screen.queryByText(TOAST)).toBeNull();
  });
});
