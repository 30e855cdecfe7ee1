/** Browsing against a fake /api/fs: who may browse, folders by click and by URL, breadcrumbs, errors. */
import { Permission } from '@cloudpaste/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../auth/authStore';
import { stubFs } from './testing/fakeFs';
import { renderExplorer } from './testing/renderExplorer';
import { loginWithKey } from './testing/session';
import { setupExplorerTests } from './testing/setupExplorerTests';
import { sampleTree } from './testing/tree';

const names = () => screen.getAllByTestId('explorer-item').map((item) => item.dataset.name);
const item = (name: string) =>
  screen.getAllByTestId('explorer-item').find((element) => element.dataset.name === name)!;
const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Current folder' }))
    .getAllByRole('listitem')
    .map((crumb) => crumb.textContent?.replace('/', ''));

setupExplorerTests();

describe('MountExplorer access', () => {
  it('tells anonymous visitors that browsing needs a login, and asks the server nothing', async () => {
    clearSession();
    const { fetchMock } = stubFs(sampleTree());
    renderExplorer('/mount-explorer/team');
    const notice = await screen.findByTestId('explorer-login-notice');
    expect(notice.textContent).toContain('Browsing mounted storage needs a login');
    expect(within(notice).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/admin',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a key without the mount permission what it lacks', async () => {
    loginWithKey(Permission.TEXT);
    stubFs(sampleTree());
    renderExplorer('/mount-explorer');
    expect((await screen.findByTestId('explorer-login-notice')).textContent).toContain(
      'does not have the permission to view mounts',
    );
  });

  it('lets a key with MOUNT_VIEW browse, sending its key', async () => {
    loginWithKey();
    const { fetchMock } = stubFs(sampleTree());
    renderExplorer('/mount-explorer/team');
    await screen.findAllByTestId('explorer-item');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'ApiKey key-1',
    );
  });
});

describe('MountExplorer browsing', () => {
  it('walks into folders by click, with breadcrumbs, and back by breadcrumb and history', async () => {
    const { calls } = stubFs(sampleTree());
    const { router } = renderExplorer('/mount-explorer');
    await waitFor(() => expect(names()).toEqual(['photos', 'team']));
    expect(crumbs()).toEqual(['Mounts']);

    fireEvent.click(item('team'));
    await waitFor(() => expect(names()).toContain('my docs'));
    expect(router.state.location.pathname).toBe('/mount-explorer/team');
    expect(crumbs()).toEqual(['Mounts', 'team']);

    fireEvent.click(item('my docs'));
    await waitFor(() => expect(names()).toEqual(['100%.txt']));
    expect(router.state.location.pathname).toBe('/mount-explorer/team/my%20docs');
    expect(crumbs()).toEqual(['Mounts', 'team', 'my docs']);
    const current = screen.getByRole('navigation', { name: 'Current folder' });
    expect(within(current).getByText('my docs').closest('[aria-current="page"]')).toBeTruthy();

    fireEvent.click(within(current).getByRole('link', { name: 'team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mount-explorer/team'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(names()).toEqual(['100%.txt']));
    expect(calls.filter((call) => call.startsWith('list'))).toEqual([
      'list /',
      'list /team',
      'list /team/my docs',
    ]);
  });

  it('opens the folder a URL names, decoding each segment once', async () => {
    const tree = sampleTree();
    tree.folders['/team/100%'] = [];
    const { calls } = stubFs(tree);
    renderExplorer('/mount-explorer/team/100%25/');
    expect(await screen.findByTestId('explorer-empty')).toBeTruthy();
    expect(calls).toEqual(['list /team/100%']);
    expect(crumbs()).toEqual(['Mounts', 'team', '100%']);
  });

  it('shows each entry with its kind, size and date, and counts them', async () => {
    stubFs(sampleTree());
    renderExplorer('/mount-explorer/team');
    await screen.findAllByTestId('explorer-item');
    expect(item('notes.txt').textContent).toContain('2 KB');
    expect(item('notes.txt').textContent).toContain('Text');
    expect(item('readme.md').textContent).toContain('Markdown');
    expect(item('plan.docx').textContent).toContain('Office document');
    expect(item('my docs').textContent).toContain('Folder');
    expect(screen.getByTestId('explorer-status').textContent).toBe('2 folders, 5 files · 10 MB');
  });

  it('says when a folder is empty, and when no mount is reachable', async () => {
    const tree = sampleTree();
    tree.folders['/'] = [];
    stubFs(tree);
    const { router } = renderExplorer('/mount-explorer/team/empty');
    expect((await screen.findByTestId('explorer-empty')).textContent).toContain(
      'This folder is empty',
    );
    await act(() => router.navigate('/mount-explorer'));
    await waitFor(() =>
      expect(screen.getByTestId('explorer-empty').textContent).toContain('No mounts yet'),
    );
  });
});

describe('MountExplorer errors', () => {
  it('shows the server message for a path outside the key, with a way to its base path', async () => {
    loginWithKey(Permission.MOUNT_VIEW, '/team');
    const tree = sampleTree();
    tree.errors = { '/photos': [403, 'You can only access /team and its subdirectories'] };
    stubFs(tree);
    renderExplorer('/mount-explorer/photos');
    const error = await screen.findByTestId('explorer-error');
    expect(error.dataset.error).toBe('forbidden');
    expect(error.textContent).toContain('You can only access /team and its subdirectories');
    const link = within(error).getByRole('link', { name: 'Go to /team' });
    expect(link.getAttribute('href')).toBe('/mount-explorer/team');
    // Levels above the key's base path are shown but not offered as links.
    const trail = screen.getByRole('navigation', { name: 'Current folder' });
    expect(within(trail).queryByRole('link', { name: 'Mounts' })).toBeNull();
  });

  it('says a folder does not exist and offers the one above', async () => {
    stubFs(sampleTree());
    renderExplorer('/mount-explorer/team/gone');
    const error = await screen.findByTestId('explorer-error');
    expect(error.dataset.error).toBe('notFound');
    expect(error.textContent).toContain('/team/gone does not exist');
    expect(
      within(error).getByRole('link', { name: 'Go to the folder above' }).getAttribute('href'),
    ).toBe('/mount-explorer/team');
  });

  it('says when the server cannot be reached, and tries again on request', async () => {
    const { fetchMock } = stubFs(sampleTree());
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderExplorer('/mount-explorer/team');
    const error = await screen.findByTestId('explorer-error');
    expect(error.dataset.error).toBe('network');
    expect(error.textContent).toContain('Cannot reach the server');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toContain('notes.txt'));
  });
});
