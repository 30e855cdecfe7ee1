/** Uploader configurations in the key list: which a key gets, and the pasted key in each file. */
import { Permission } from '@cloudpaste/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listedKey } from '../../../../test/apiKeys';
import { renderAdmin } from '../../../../test/renderAdmin';
import { KeyManagement } from '../KeyManagement';
import { uploaderFiles } from './uploaderFiles';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../../api/client', async () => {
  const { FakeApiError } = await import('../../../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/saveFile', () => ({ saveBlob }));

const key = listedKey({
  name: 'screenshots',
  permissions: Permission.TEXT | Permission.FILE_SHARE,
});

/** A saved blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  saveBlob.mockReset();
});

describe('uploaderFiles', () => {
  const options = { origin: 'https://paste.example.com:8443', apiKey: 'secret' };

  it('offers only what the key may do', () => {
    const ids = (mask: number) => uploaderFiles(options, mask).map((file) => file.id);
    expect(ids(Permission.TEXT)).toEqual(['sharexText']);
    expect(ids(Permission.FILE_SHARE)).toEqual(['sharexFiles', 'curl', 'piclist']);
    expect(ids(Permission.MOUNT_VIEW)).toEqual([]);
  });

  it('names the files after the server and writes the options into them', () => {
    const files = uploaderFiles(
      { ...options, path: 'shots', expiresInHours: 24 },
      Permission.FILE_SHARE,
    );
    expect(files.map((file) => file.filename)).toEqual([
      'paste.example.com_8443 (files).sxcu',
      'cloudpaste-upload.sh',
      'paste.example.com_8443-piclist.json',
    ]);
    const sxcu = JSON.parse(files[0]!.text);
    expect(sxcu.Arguments).toEqual({ path: 'shots', expires_in: '24' });
    expect(sxcu.Headers).toEqual({ Authorization: 'ApiKey secret' });
  });
});

describe('the key list', () => {
  it('makes the files from a pasted key, which the server cannot give back', async () => {
    const storages = [
      { id: 's1', name: 'Team S3', is_public: 1 },
      { id: 's2', name: 'Admin only', is_public: 0 },
    ];
    api.get.mockImplementation(async (path: string) => (path === '/s3-configs' ? storages : [key]));
    renderAdmin(<KeyManagement />);
    fireEvent.click(await screen.findByTestId('key-action-uploaders'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByTestId('uploader-downloads')).toBeNull();
    // In act, so React hears of the generators' chunk arriving while it waits for it.
    await act(async () =>
      fireEvent.change(within(dialog).getByTestId('uploader-key-input'), {
        target: { value: ' pasted-key ' },
      }),
    );
    // The generators arrive with their own chunk, on first use.
    const download = await within(dialog).findByTestId('uploader-download-curl');
    // A key may upload to public storage only.
    const storage = within(dialog).getByTestId('uploader-storage');
    await within(storage).findByText('Team S3');
    expect(within(storage).queryByText('Admin only')).toBeNull();
    fireEvent.change(storage, { target: { value: 's1' } });
    fireEvent.click(download);
    const [blob, filename] = saveBlob.mock.calls[0]! as [Blob, string];
    expect(filename).toBe('cloudpaste-upload.sh');
    const script = await textOf(blob);
    expect(script).toContain("key=${CLOUDPASTE_API_KEY:-'pasted-key'}");
    expect(script).toContain("-F 's3_config_id=s1'");
    expect(within(dialog).getByTestId('uploader-download-sharexText')).toBeTruthy();
  });

  it('is not offered for a key that can share nothing', async () => {
    api.get.mockResolvedValue([listedKey({ permissions: Permission.MOUNT_VIEW })]);
    renderAdmin(<KeyManagement />);
    await screen.findByTestId('key-action-edit');
    expect(screen.queryByTestId('key-action-uploaders')).toBeNull();
  });

  it('offers them with the key just created', async () => {
    api.get.mockResolvedValue([]);
    api.post.mockResolvedValue({ ...key, permissions: Permission.TEXT, key: 'fresh-key' });
    renderAdmin(<KeyManagement />);
    fireEvent.click(await screen.findByTestId('create-key-button'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'screenshots' } });
    fireEvent.click(screen.getByTestId('key-submit'));
    fireEvent.click(await screen.findByTestId('uploader-download-sharexText'));
    const [blob] = saveBlob.mock.calls[0]! as [Blob];
    expect(JSON.parse(await textOf(blob)).Headers.Authorization).toBe('ApiKey fresh-key');
    expect(screen.queryByTestId('uploader-download-sharexFiles')).toBeNull();
  });
});
