/** The explorer in the real route table: the page at a deep URL, browsing without remounting. */
import { Permission } from '@cloudpaste/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../auth/authStore';
import { renderApp } from '../../test/renderApp';
import { stubFs } from './testing/fakeFs';
import { loginAsAdmin, loginWithKey } from './testing/session';
import { sampleTree } from './testing/tree';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('/mount-explorer route', () => {
  it('shows the folder a deep URL names and keeps the page mounted while browsing', async () => {
    loginAsAdmin();
    stubFs(sampleTree());
    const { router } = renderApp('/mount-explorer/team/my%20docs');
    expect(await screen.findByRole('heading', { name: 'Mount Explorer', level: 1 })).toBeTruthy();
    const page = await screen.findByTestId('mount-explorer');
    await waitFor(() => expect(page.dataset.path).toBe('/team/my docs'));
    await screen.findAllByTestId('explorer-item');

    fireEvent.click(screen.getByRole('link', { name: 'team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mount-explorer/team'));
    await waitFor(() => expect(screen.getAllByTestId('explorer-item')).toHaveLength(7));
    expect(screen.getByTestId('mount-explorer')).toBe(page);
    await waitFor(() => expect(document.title).toBe('Mount Explorer - CloudPaste'));
  });

  it('sends a key outside its base path to that path, which it then lists', async () => {
    loginWithKey(Permission.MOUNT_VIEW, '/team');
    const { calls } = stubFs(sampleTree());
    const { router } = renderApp('/mount-explorer/photos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mount-explorer/team'));
    await waitFor(() => expect(screen.getAllByTestId('explorer-item')).toHaveLength(7));
    expect(calls).not.toContain('list /photos');
  });
});
