/** The storage configuration screen against a mocked api client: list, form, delete refusal, test report. */
import type {
  StorageConfig,
  StorageTestReport,
  StorageTypeDescription,
} from '@cloudpaste/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApiError } from '../../test/FakeApiError';
import { renderAdmin } from '../../test/renderAdmin';
import { StorageConfigs } from './StorageConfigs';
import { STORAGE_TYPES } from '../../test/storageTypes';

// The network edge: everything above the api client is real. Hoisted, so no import of the client.
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/client', async () => {
  const { FakeApiError } = await import('../../test/FakeApiError');
  return { api, ApiError: FakeApiError };
});

const ceph: StorageConfig = {
  id: 'c1',
  name: 'Ceph',
  storage_type: 'S3',
  config: {},
  secrets_set: ['access_key_id', 'secret_access_key'],
  provider_type: 'Other S3 Compatible',
  is_default: 0,
  is_public: 0,
  total_storage_bytes: 10 * 1024 ** 3,
  usage: { used_bytes: 2.5 * 1024 ** 3, file_count: 3 },
  endpoint_url: 'http://127.0.0.1:7480',
  bucket_name: 'shares',
  region: null,
  access_key_id: 'AKIA****MPLE',
  has_secret: true,
  path_style: 1,
  default_folder: '',
  custom_host: null,
  signature_expires_in: 3600,
  created_by: 'admin',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  last_used: null,
};

const local: StorageConfig = {
  ...ceph,
  id: 'l1',
  name: 'Local storage',
  storage_type: 'LOCAL',
  provider_type: 'Local',
  is_default: 1,
  is_public: 1,
  total_storage_bytes: null,
  usage: { used_bytes: 0, file_count: 0 },
  endpoint_url: null,
  bucket_name: '/data/storage',
  access_key_id: null,
  has_secret: false,
  path_style: 0,
};

/** GET answers: the storage types, the list, and any other path from `others`. */
function answerGets(others: Record<string, unknown> = {}, types = STORAGE_TYPES) {
  api.get.mockImplementation((url: string) =>
    Promise.resolve(
      url === '/admin/storage-types' ? types : url in others ? others[url] : [local, ceph],
    ),
  );
}

beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  answerGets();
});

const card = async (name: string) =>
  (await screen.findAllByTestId('storage-card')).find(
    (c) => c.getAttribute('data-config-name') === name,
  )!;

describe('StorageConfigs', () => {
  it('shows each configuration with its flags and usage against capacity', async () => {
    renderAdmin(<StorageConfigs />);
    const localCard = await card('Local storage');
    expect(within(localCard).getByText('Default')).toBeTruthy();
    expect(within(localCard).getByText('Public')).toBeTruthy();
    expect(within(localCard).getByText('Local folder')).toBeTruthy();
    expect(within(localCard).getByTestId('usage-text').textContent).toBe(
      '0 B used · no capacity limit · 0 files',
    );
    expect(within(localCard).queryByText('Make default')).toBeNull();

    const cephCard = await card('Ceph');
    expect(within(cephCard).getByText('Admin only')).toBeTruthy();
    expect(within(cephCard).getByText('AKIA****MPLE')).toBeTruthy();
    expect(within(cephCard).getByTestId('usage-text').textContent).toBe(
      '2.5 GB of 10 GB used (25%) · 3 files',
    );
    expect(within(cephCard).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });

  it('checks the form, picks path style for self-hosted servers, and sends the configuration', async () => {
    api.post.mockResolvedValue({ ...ceph, id: 'c2', name: 'MinIO' });
    renderAdmin(<StorageConfigs />);
    fireEvent.click(await screen.findByTestId('add-storage-button'));
    fireEvent.click(screen.getByTestId('storage-submit'));
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    expect(screen.getByText('Endpoint URL is required.')).toBeTruthy();
    expect(screen.getByText('Secret access key is required.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Provider'), {
      target: { value: 'Other S3 Compatible' },
    });
    expect((screen.getByLabelText('Path-style URLs') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'MinIO' } });
    fireEvent.change(screen.getByLabelText('Endpoint URL'), {
      target: { value: 'http://minio:9000' },
    });
    fireEvent.change(screen.getByLabelText('Bucket'), { target: { value: 'files' } });
    fireEvent.change(screen.getByLabelText('Access key ID'), { target: { value: 'minioadmin' } });
    fireEvent.change(screen.getByLabelText('Secret access key'), {
      target: { value: 'minio-secret' },
    });
    fireEvent.change(screen.getByLabelText('Capacity'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'TB' } });
    fireEvent.click(screen.getByLabelText('Available to API keys'));
    fireEvent.click(screen.getByTestId('storage-submit'));

    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post.mock.calls[0]).toEqual([
      '/s3-configs',
      {
        name: 'MinIO',
        provider_type: 'Other S3 Compatible',
        storage_type: 'S3',
        endpoint_url: 'http://minio:9000',
        bucket_name: 'files',
        region: '',
        access_key_id: 'minioadmin',
        secret_access_key: 'minio-secret',
        path_style: true,
        default_folder: '',
        is_public: true,
        total_storage_bytes: 2 * 1024 ** 4,
        custom_host: '',
        signature_expires_in: 3600,
      },
    ]);
  });

  it('edits without resending secrets, and shows the server objection at its field', async () => {
    api.put.mockRejectedValueOnce(
      new FakeApiError(400, 'endpoint_url is required for Backblaze B2'),
    );
    renderAdmin(<StorageConfigs />);
    fireEvent.click(within(await card('Ceph')).getByRole('button', { name: 'Edit Ceph' }));
    const secret = screen.getByLabelText('Secret access key') as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.type).toBe('password');
    expect((screen.getByLabelText('Access key ID') as HTMLInputElement).placeholder).toBe(
      'AKIA****MPLE',
    );
    expect(
      screen.getAllByText('Set: leave empty to keep it, or type a new value to replace it.'),
    ).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ceph 2' } });
    fireEvent.click(screen.getByTestId('storage-submit'));

    const message = await screen.findByText('endpoint_url is required for Backblaze B2');
    expect(message.id).toBe(`${screen.getByLabelText('Endpoint URL').id}-error`);
    const [path, body] = api.put.mock.calls[0]!;
    expect(path).toBe('/s3-configs/c1');
    expect(body).toMatchObject({
      name: 'Ceph 2',
      total_storage_bytes: 10 * 1024 ** 3,
      path_style: true,
    });
    expect(body).not.toHaveProperty('secret_access_key');
    expect(body).not.toHaveProperty('access_key_id');
  });

  it('creates a WebDAV storage, its settings in config, and never shows a stored password', async () => {
    const nas: StorageConfig = {
      ...local,
      id: 'w1',
      name: 'NAS',
      storage_type: 'WEBDAV',
      provider_type: 'WebDAV',
      is_default: 0,
      bucket_name: '',
      config: { url: 'https://nas.lan/dav', base_path: 'share', username: 'alice' },
      secrets_set: ['password'],
    };
    answerGets({ '/s3-configs': [local, ceph, nas] });
    api.post.mockResolvedValue(nas);
    renderAdmin(<StorageConfigs />);
    fireEvent.click(await screen.findByTestId('add-storage-button'));
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'WebDAV' } });
    expect(screen.queryByLabelText('Bucket')).toBeNull();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'NAS' } });
    fireEvent.change(screen.getByLabelText('WebDAV address'), { target: { value: 'nas.lan' } });
    fireEvent.click(screen.getByTestId('storage-submit'));
    expect(
      await screen.findByText('Enter a full address starting with http:// or https://.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('WebDAV address'), {
      target: { value: 'https://nas.lan/dav' },
    });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByTestId('storage-submit'));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post.mock.calls[0]![1]).toMatchObject({
      provider_type: 'WebDAV',
      storage_type: 'WEBDAV',
      config: { url: 'https://nas.lan/dav', base_path: '', username: 'alice', password: 'pw' },
    });

    fireEvent.click(within(await card('NAS')).getByRole('button', { name: 'Edit NAS' }));
    expect((screen.getByLabelText('Base path') as HTMLInputElement).value).toBe('share');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.required).toBe(false);
    expect(screen.getByText(/^Set: leave empty to keep it/)).toBeTruthy();
  });

  it("draws the form of a driver it has never heard of from the server's description", async () => {
    const ftp: StorageTypeDescription = {
      type: 'FTP',
      label: { 'en-US': 'FTP', 'zh-CN': 'FTP' },
      providers: [{ id: 'FTP', label: { 'en-US': 'FTP server', 'zh-CN': 'FTP 服务器' } }],
      capabilities: STORAGE_TYPES[0]!.capabilities,
      fields: [
        {
          key: 'host',
          kind: 'text',
          required: true,
          label: { 'en-US': 'Host', 'zh-CN': '主机' },
          hint: { 'en-US': 'For example {{example}}', 'zh-CN': '例如 {{example}}' },
          placeholders: { FTP: 'ftp.example.com' },
        },
        {
          key: 'passive',
          kind: 'boolean',
          required: false,
          label: { 'en-US': 'Passive mode', 'zh-CN': '被动模式' },
          defaultFor: { FTP: true },
        },
      ],
    };
    answerGets({}, [ftp]);
    api.post.mockResolvedValue({ ...local, name: 'Files' });
    renderAdmin(<StorageConfigs />);
    fireEvent.click(await screen.findByTestId('add-storage-button'));
    expect((screen.getByLabelText('Provider') as HTMLSelectElement).value).toBe('FTP');
    expect(screen.getByText('For example ftp.example.com')).toBeTruthy();
    expect((screen.getByLabelText('Passive mode') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Files' } });
    fireEvent.click(screen.getByTestId('storage-submit'));
    expect(await screen.findByText('Host is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Host'), { target: { value: 'ftp.lan' } });
    fireEvent.click(screen.getByTestId('storage-submit'));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post.mock.calls[0]![1]).toMatchObject({
      storage_type: 'FTP',
      provider_type: 'FTP',
      config: { host: 'ftp.lan', passive: true },
    });
  });

  it('says beforehand what still uses a configuration and keeps Delete off', async () => {
    answerGets({
      '/s3-configs/c1/references': {
        mounts: [{ id: 'm1', name: 'Team', mount_path: '/team' }],
        file_count: 3,
      },
    });
    renderAdmin(<StorageConfigs />);
    fireEvent.click(within(await card('Ceph')).getByRole('button', { name: 'Delete Ceph' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('1 mount uses it: Team (/team).')).toBeTruthy();
    expect(within(dialog).getByText('3 file shares keep their files here.')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(api.delete).not.toHaveBeenCalled();
  });

  it('deletes an unused configuration once the check finds nothing, and reports a late refusal', async () => {
    answerGets({ '/s3-configs/c1/references': { mounts: [], file_count: 0 } });
    api.delete.mockRejectedValue(
      new FakeApiError(409, 'this storage configuration is used by 1 mount(s); delete them first'),
    );
    renderAdmin(<StorageConfigs />);
    fireEvent.click(within(await card('Ceph')).getByRole('button', { name: 'Delete Ceph' }));
    expect(screen.getByText(/Delete Ceph\? Files already in the bucket/)).toBeTruthy();
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);
    expect(
      await screen.findByText(
        'this storage configuration is used by 1 mount(s); delete them first',
      ),
    ).toBeTruthy();
    expect(api.delete).toHaveBeenCalledWith('/s3-configs/c1');
  });

  it('makes another configuration the default', async () => {
    api.put.mockResolvedValue({ ...ceph, is_default: 1 });
    renderAdmin(<StorageConfigs />);
    fireEvent.click(within(await card('Ceph')).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith('/s3-configs/c1/set-default'));
    expect(await screen.findByText('Ceph is now the default storage.')).toBeTruthy();
  });

  it('runs the connection test and shows each check with what to fix', async () => {
    const report: StorageTestReport = {
      ok: false,
      checks: [
        {
          name: 'read',
          ok: true,
          message: 'listed "/" (0 entry on the first page)',
          durationMs: 12,
        },
        { name: 'write', ok: true, message: 'wrote .cloudpaste-test/a.txt', durationMs: 20 },
        { name: 'presign', ok: true, message: 'uploaded through a presigned URL', durationMs: 30 },
        { name: 'delete', ok: true, message: 'deleted the test objects', durationMs: 8 },
        {
          name: 'cors',
          ok: false,
          message: 'Fix: add a CORS rule to the bucket allowing origin http://localhost',
          durationMs: 5,
        },
      ],
    };
    api.post.mockResolvedValue(report);
    renderAdmin(<StorageConfigs />);
    fireEvent.click(within(await card('Ceph')).getByRole('button', { name: 'Test' }));
    const shown = await screen.findByTestId('test-report');
    expect(api.post).toHaveBeenCalledWith(
      '/s3-configs/c1/test',
      { origin: window.location.origin },
      { timeoutMs: 90_000 },
    );
    expect(within(shown).getByRole('status').textContent).toBe(
      '1 check failed: see below what to fix.',
    );
    const checks = within(shown).getAllByTestId('test-check');
    expect(checks.map((c) => [c.getAttribute('data-check'), c.getAttribute('data-ok')])).toEqual([
      ['read', 'true'],
      ['write', 'true'],
      ['presign', 'true'],
      ['delete', 'true'],
      ['cors', 'false'],
    ]);
    expect(within(checks[4]!).getByText(/Browser uploads \(CORS\)/)).toBeTruthy();
    expect(within(checks[4]!).getByText(/Fix: add a CORS rule/)).toBeTruthy();
  });
});
