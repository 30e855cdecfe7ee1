/** The key form's base path: typed, or chosen in the folder picker that lists the mounts as the admin. */
import {
  FileType,
  Permission,
  type ApiKey,
  type FsItem,
  type FsListing,
} from '@cloudpaste/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApiError } from '../../../test/FakeApiError';
import { renderAdmin } from '../../../test/renderAdmin';
import { KeyManagement } from './KeyManagement';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

const folder = (path: string, mountId: string | null = null): FsItem => ({
  name: path.split('/').pop() ?? '',
  path,
  isDirectory: true,
  isVirtual: mountId !== null,
  mount_id: mountId,
  size: 0,
  modified: null,
  etag: null,
  mimetype: null,
  type: FileType.FOLDER,
  typeName: 'folder',
});

const LISTINGS: Record<string, FsListing> = {
  '/': {
    path: '/',
    isRoot: true,
    isVirtual: true,
    mount_id: null,
    items: [folder('/photos', 'm1'), folder('/docs', 'm2')],
  },
  '/photos': {
    path: '/photos',
    isRoot: false,
    isVirtual: false,
    mount_id: 'm1',
    items: [
      folder('/photos/2024'),
      { ...folder('/photos/cover.jpg'), isDirectory: false, name: 'cover.jpg' },
    ],
  },
  '/photos/2024': {
    path: '/photos/2024',
    isRoot: false,
    isVirtual: false,
    mount_id: 'm1',
    items: [],
  },
};

const existing: ApiKey = {
  id: 'k1',
  name: 'gallery',
  key_masked: 'abcd••••wxyz',
  permissions: Permission.MOUNT_VIEW,
  role: 'GENERAL',
  basic_path: '/photos',
  is_guest: 0,
  created_at: '2024-01-01T00:00:00Z',
  expires_at: null,
  last_used: null,
  owner_id: null,
  owner_name: null,
};

beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  api.get.mockImplementation(async (path: string, options?: { query?: { path: string } }) => {
    if (path === '/admin/api-keys') return [existing];
    const listing = LISTINGS[options?.query?.path ?? ''];
    if (!listing) throw new FakeApiError(404, 'path not found');
    return listing;
  });
  api.put.mockImplementation(async () => existing);
});

const basePath = () => screen.getByLabelText('Base path') as HTMLInputElement;

describe('key base path', () => {
  it('is chosen by browsing the mounts, opening at the current path, folders only', async () => {
    renderAdmin(<KeyManagement />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit gallery' }));
    fireEvent.click(screen.getByTestId('basic-path-browse'));
    const picker = await screen.findByRole('dialog', { name: 'Choose the base path' });
    // Opened at the key's own base path, listed as the admin through the mount tree.
    expect(await within(picker).findByRole('button', { name: /^2024/ })).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(
      '/fs/list',
      expect.objectContaining({ query: { path: '/photos' } }),
    );
    expect(within(picker).queryByText('cover.jpg')).toBeNull();
    fireEvent.click(within(picker).getByRole('button', { name: /^2024/ }));
    expect(await within(picker).findByText('No folders here.')).toBeTruthy();
    fireEvent.click(within(picker).getByTestId('folder-picker-choose'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose the base path' })).toBeNull(),
    );
    expect(basePath().value).toBe('/photos/2024');

    fireEvent.click(screen.getByTestId('key-submit'));
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(api.put.mock.calls[0]?.[1]).toMatchObject({ basic_path: '/photos/2024' });
  });

  it('stays typable, and a typed path that does not exist opens with its error and a way out', async () => {
    renderAdmin(<KeyManagement />);
    fireEvent.click(await screen.findByTestId('create-key-button'));
    fireEvent.change(basePath(), { target: { value: '/nowhere' } });
    expect(basePath().value).toBe('/nowhere');
    fireEvent.click(screen.getByTestId('basic-path-browse'));
    const picker = await screen.findByRole('dialog', { name: 'Choose the base path' });
    expect((await within(picker).findByRole('alert')).textContent).toContain('path not found');
    fireEvent.click(within(picker).getByRole('button', { name: 'Root' }));
    fireEvent.click(await within(picker).findByRole('button', { name: /^docs/ }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Cancel' }));
    expect(basePath().value).toBe('/nowhere');
  });
});
