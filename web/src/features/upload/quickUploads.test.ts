/** Uploads started outside the upload page, on a scripted transport: results, reasons, progress. */
import type { PresignInput } from '@cloudpaste/contracts';
import i18n from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { XhrResponse } from '../../lib/transfer/xhr';
import { fakeTransport, okPut, share } from './engine/testing/fakeTransport';
import type { TransferOptions } from './engine/transport';
import { QuickUploads, type QuickResult } from './quickUploads';

const api = vi.hoisted(() => ({ get: vi.fn(async () => ({ max_upload_size_bytes: 1_000_000 })) }));
vi.mock('../../api/client', async () => ({
  api,
  ApiError: (await import('../../test/FakeApiError')).FakeApiError,
}));

beforeAll(() => i18n.changeLanguage('en-US'));

const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });
/** Each file its own share, its slug named after it. */
const perFile = {
  presign: async (body: PresignInput) => ({
    file_id: body.filename,
    upload_url: 'https://s3.example/object',
    upload_headers: {},
    storage_path: body.filename,
    s3_url: 'https://s3.example/object',
    slug: body.filename,
    provider_type: 'AWS S3',
    contentType: body.mimetype ?? '',
    expires_at: '2030-01-01T00:00:00.000Z',
  }),
  commit: async (body: { file_id: string }) => share({ id: body.file_id, slug: body.file_id }),
};

describe('QuickUploads', () => {
  it('uploads to the default storage with the server’s defaults, telling each file’s share', async () => {
    const transport = fakeTransport(perFile);
    const uploads = new QuickUploads(transport);
    const results: [string, QuickResult][] = [];
    await uploads.add([png('a.png'), png('b.png')], (file, result) =>
      results.push([file.name, result]),
    );
    await vi.waitFor(() => expect(results).toHaveLength(2));
    expect(results.map(([name, r]) => [name, r.ok && r.share.slug])).toEqual([
      ['a.png', 'a.png'],
      ['b.png', 'b.png'],
    ]);
    const body = transport.presign.mock.calls[0]![0];
    expect(body).toEqual({ filename: 'a.png', size: 8, mimetype: 'image/png' });
    await vi.waitFor(() => expect(uploads.getSnapshot()).toBeNull());
  });

  it('shows the batch’s progress while it runs', async () => {
    let release = () => undefined as void;
    const put = vi.fn(
      (url: string, body: Blob, headers: Record<string, string>, options: TransferOptions) =>
        new Promise<XhrResponse>((resolve) => {
          options.onProgress(body.size / 2);
          release = () => void okPut(url, body, headers, options).then(resolve);
        }),
    );
    const uploads = new QuickUploads(fakeTransport({ ...perFile, put }));
    const settled = vi.fn();
    await uploads.add([png('a.png')], settled);
    await vi.waitFor(() => expect(uploads.getSnapshot()).toEqual({ count: 1, percent: 50 }));
    release();
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    await vi.waitFor(() => expect(uploads.getSnapshot()).toBeNull());
  });

  it('tells a failure with its translated reason', async () => {
    const presign = vi.fn(async () => Promise.reject(new Error('storage down')));
    const uploads = new QuickUploads(fakeTransport({ presign }));
    const settled = vi.fn();
    await uploads.add([png('a.png')], settled);
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    const [file, result] = settled.mock.calls[0]!;
    expect(file.name).toBe('a.png');
    expect(result.ok).toBe(false);
    expect(result.reason).toMatch(/storage down/);
  });
});
