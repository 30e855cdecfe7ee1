/** The mount management screen against a mocked api client: list, empty, form, conflicts, toggle, delete. */
import type { Mount, StorageConfig } from '@cloudpaste/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApiError } from '../../test/FakeApiError';
import { renderAdmin } from '../../test/renderAdmin';
import { STORAGE_TYPES } from '../../test/storageTypes';
import { MountManagement } from './MountManagement';

// The network edge: everything above the api client is real. Hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/client', async () => {
  const { FakeApiError } = await import('../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

const photos: Mount = {
  id: 'm1',
  name: 'Photos',
  storage_type: 'S3',
  storage_config_id: 'c1',
  storage_config_name: 'Ceph',
  mount_path: '/photos',
  remark: 'Family pictures',
  is_active: true,
  sort_order: 2,
  cache_ttl: 300,
  web_proxy: true,
  webdav_policy: 'native_proxy',
  enable_sign: true,
  sign_expires: 3600,
  created_by: 'admin',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
  last_used: null,
};

const archive: Mount = {
  ...photos,
  id: 'm2',
  name: 'Archive',
  storage_type: 'LOCAL',
  storage_config_id: 'l1',
  storage_config_name: 'Local disk',
  mount_path: '/archive',
  remark: null,
  is_active: false,
  sort_order: 1,
  cache_ttl: 90,
  web_proxy: false,
  webdav_policy: '302_redirect',
  enable_sign: false,
};

// Only what the mount form reads; the rest of a configuration does not matter here.
const configs = [
  { id: 'c1', name: 'Ceph', storage_type: 'S3', is_default: 1 },
  { id: 'l1', name: 'Local disk', storage_type: 'LOCAL', is_default: 0 },
] as StorageConfig[];

function serve(mounts: Mount[]) {
  const answers: Record<string, unknown> = {
    '/s3-configs': configs,
    '/admin/storage-types': STORAGE_TYPES,
  };
  api.get.mockImplementation((path: string) => Promise.resolve(answers[path] ?? mounts));
}

beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  serve([photos, archive]);
});

const row = async (name: string) =>
  (await screen.findAllByTestId('mount-row')).find(
    (r) => r.getAttribute('data-mount-name') === name,
  )!;
/** An i18n key shown as such means a translation is missing. */
const UNTRANSLATED = /\b(page|actions|list|table|status|policies|duration|form|toggle|delete)\.\w+/;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

describe('MountManagement', () => {
  it('lists mounts in sort order with where they show, what they point at and how they serve', async () => {
    renderAdmin(<MountManagement />);
    const rows = await screen.findAllByTestId('mount-row');
    expect(rows.map((r) => r.getAttribute('data-mount-name'))).toEqual(['Archive', 'Photos']);
    expect(screen.getByText('2 mounts')).toBeTruthy();

    const shown = await row('Photos');
    // Storage types are named as the server describes them (GET /api/admin/storage-types).
    for (const text of ['/photos', 'Ceph', 'Active', '5 min', 'Through this server'])
      expect(within(shown).getByText(text)).toBeTruthy();
    expect(await within(shown).findByText('S3 compatible')).toBeTruthy();
    expect(within(shown).getByText('WebDAV: Native proxy')).toBeTruthy();
    expect(within(shown).getByText('Signed, 1 h')).toBeTruthy();
    expect(within(shown).getByText('Family pictures')).toBeTruthy();
    expect(within(shown).getByText(/^Created /)).toBeTruthy();

    const inactive = await row('Archive');
    for (const text of [
      'Local disk',
      'Local folder',
      'Inactive',
      '90 s',
      'Direct links',
      'WebDAV: 302 redirect',
    ])
      expect(within(inactive).getByText(text)).toBeTruthy();
    expect(within(inactive).getByRole('button', { name: 'Enable Archive' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(UNTRANSLATED);
  });

  it("shows each mount's search index: being built with its progress, built, or not yet", async () => {
    const builtAt = new Date(Date.now() - 3 * 60_000).toISOString();
    serve([
      { ...photos, index: { state: 'building', indexed: 42_000, entries: 0, indexedAt: null } },
      { ...archive, index: { state: 'ready', indexed: 0, entries: 9, indexedAt: builtAt } },
    ]);
    renderAdmin(<MountManagement />);
    expect(within(await row('Photos')).getByText('Indexing… 42,000 objects')).toBeTruthy();
    expect(within(await row('Archive')).getByText('Indexed 3 minutes ago')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\bindex\.\w+/);
  });

  it('shows the empty state, whose action opens the form', async () => {
    serve([]);
    renderAdmin(<MountManagement />);
    expect(await screen.findByText('No mounts yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add your first mount' }));
    expect(
      within(screen.getByRole('dialog')).getByText('Add mount', { selector: 'h2' }),
    ).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    api.get.mockRejectedValueOnce(new FakeApiError(500, 'database is locked'));
    renderAdmin(<MountManagement />);
    expect((await screen.findByRole('alert')).textContent).toBe('database is locked');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 mounts')).toBeTruthy();
  });

  it('checks the form field by field, then sends the mount with the type of the chosen storage', async () => {
    api.post.mockResolvedValue({ ...archive, id: 'm3', name: 'Team docs' });
    renderAdmin(<MountManagement />);
    fireEvent.click(await screen.findByTestId('add-mount-button'));
    fireEvent.click(screen.getByTestId('mount-submit'));
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    expect(screen.getByText('Enter a mount path.')).toBeTruthy();
    expect(screen.getByText('Choose a storage configuration.')).toBeTruthy();

    type('Name', 'Team docs');
    type('Mount path', '/API/docs');
    type('Cache TTL (seconds)', '90000');
    fireEvent.click(screen.getByTestId('mount-submit'));
    const reserved = await screen.findByText(
      '/api is reserved by the system; choose another first folder.',
    );
    expect(reserved.id).toBe(`${field('Mount path').id}-error`);
    expect(screen.getByText('Enter a whole number of seconds from 0 to 86400.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(UNTRANSLATED);
    expect(api.post).not.toHaveBeenCalled();

    type('Mount path', '/团队/docs/');
    type('Cache TTL (seconds)', '');
    await screen.findByRole('option', { name: 'Local disk (Local folder)' });
    type('Storage configuration', 'l1');
    expect(
      screen.getByText('Storage type: Local folder, taken from the configuration.'),
    ).toBeTruthy();
    type('Remark', '  shared  ');
    fireEvent.click(screen.getByLabelText('Serve files through this server'));
    fireEvent.click(screen.getByTestId('mount-submit'));

    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post.mock.calls[0]).toEqual([
      '/admin/mounts',
      {
        name: 'Team docs',
        storage_type: 'LOCAL',
        storage_config_id: 'l1',
        mount_path: '/团队/docs',
        remark: 'shared',
        is_active: true,
        sort_order: 0,
        cache_ttl: 300,
        web_proxy: true,
        webdav_policy: '302_redirect',
        enable_sign: false,
        sign_expires: 0,
      },
    ]);
    expect(await screen.findByText('Mount Team docs added.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a 409 from the server at the mount path, and keeps the form open', async () => {
    const taken = 'mount path /photos/raw lies inside mount "Photos" (/photos)';
    api.post.mockRejectedValue(new FakeApiError(409, taken));
    renderAdmin(<MountManagement />);
    fireEvent.click(await screen.findByTestId('add-mount-button'));
    type('Name', 'Raw');
    type('Mount path', '/photos/raw');
    // The configurations arrive with their own request; the select waits for them.
    await screen.findByRole('option', { name: 'Ceph (S3 compatible)' });
    type('Storage configuration', 'c1');
    fireEvent.click(screen.getByTestId('mount-submit'));

    const message = await screen.findByText(taken);
    expect(message.id).toBe(`${field('Mount path').id}-error`);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits a mount and shows a server objection at the field it names', async () => {
    api.put.mockRejectedValueOnce(
      new FakeApiError(400, 'storage_type: the storage configuration is of type S3, not LOCAL'),
    );
    api.put.mockResolvedValueOnce({ ...photos, name: 'Pictures' });
    renderAdmin(<MountManagement />);
    fireEvent.click(within(await row('Photos')).getByRole('button', { name: 'Edit Photos' }));
    expect(field('Mount path').value).toBe('/photos');
    expect(field('Sign proxied links').checked).toBe(true);
    type('Name', 'Pictures');
    fireEvent.click(screen.getByTestId('mount-submit'));

    const objection = await screen.findByText(/^storage_type: the storage configuration/);
    expect(objection.id).toBe(`${field('Storage configuration').id}-error`);
    expect(api.put.mock.calls[0]).toEqual([
      '/admin/mounts/m1',
      expect.objectContaining({ name: 'Pictures', storage_type: 'S3', sign_expires: 3600 }),
    ]);
    fireEvent.click(screen.getByTestId('mount-submit'));
    expect(await screen.findByText('Mount Pictures saved.')).toBeTruthy();
  });

  it('enables and disables a mount from its row', async () => {
    api.put.mockResolvedValue({ ...photos, is_active: false });
    renderAdmin(<MountManagement />);
    fireEvent.click(within(await row('Photos')).getByRole('button', { name: 'Disable Photos' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/admin/mounts/m1', { is_active: false }),
    );
    expect(await screen.findByText('Mount Photos disabled.')).toBeTruthy();
    // The list is asked again, so the row shows the state the server now holds.
    await waitFor(() =>
      expect(api.get.mock.calls.filter(([p]) => p === '/admin/mounts')).toHaveLength(2),
    );

    fireEvent.click(within(await row('Archive')).getByRole('button', { name: 'Enable Archive' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/admin/mounts/m2', { is_active: true }),
    );
    expect(await screen.findByText('Mount Archive enabled.')).toBeTruthy();
  });

  it('deletes only after the admin confirms', async () => {
    api.delete.mockResolvedValue(null);
    renderAdmin(<MountManagement />);
    const photosRow = await row('Photos');
    fireEvent.click(within(photosRow).getByRole('button', { name: 'Delete Photos' }));
    expect(screen.getByText('Delete the mount Photos at /photos?')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.delete).not.toHaveBeenCalled();

    fireEvent.click(within(photosRow).getByRole('button', { name: 'Delete Photos' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete mount' }),
    );
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/admin/mounts/m1'));
    expect(await screen.findByText('Mount Photos deleted.')).toBeTruthy();
  });
});
