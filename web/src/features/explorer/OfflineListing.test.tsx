/** Folder listings read offline: kept per login, answered without a network, never another login's. */
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { offlineDb } from '../../offline/offlineDb';
import { offlineCache } from '../../offline/offlineRead';
import { itemNames, openFolder } from './testing/explorerScreen';
import { stubFs } from './testing/fakeFs';
import { renderExplorer } from './testing/renderExplorer';
import { loginWithKey } from './testing/session';
import { setupExplorerTests } from './testing/setupExplorerTests';
import { sampleTree } from './testing/tree';

setupExplorerTests();
beforeEach(() => offlineCache.clear());

/** The same folder opened again with no network at all. */
function reopenOffline() {
  cleanup();
  stubFs(sampleTree()).fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  renderExplorer('/mount-explorer/team');
}

describe('explorer offline', () => {
  it('shows a folder listed before from this browser’s copy, and says so', async () => {
    await openFolder();
    const online = itemNames();
    expect(screen.queryByTestId('offline-copy-notice')).toBeNull();
    await waitFor(async () =>
      expect(await offlineDb().directories.get('admin:/team')).toBeTruthy(),
    );

    reopenOffline();
    await waitFor(() => expect(itemNames()).toEqual(online));
    expect(screen.getByTestId('offline-copy-notice').textContent).toMatch(/offline copy, saved/);
  });

  it('never answers one login’s listing to another', async () => {
    await openFolder();
    await waitFor(async () => expect(await offlineDb().directories.count()).toBe(1));
    loginWithKey();

    reopenOffline();
    expect((await screen.findByTestId('explorer-error')).dataset.error).toBe('network');
    expect(screen.queryByTestId('offline-copy-notice')).toBeNull();
  });
});
