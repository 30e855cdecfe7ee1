/** An upload task over a scripted transport: presigned, direct and URL paths, stages, failures, cancel. */
import { describe, expect, it, vi } from 'vitest';
import type { UploadStage } from './context';
import {
  engineDeps,
  fakeTransport,
  fetchStatus,
  okPut,
  share,
  textFile,
  xhrResponse,
  type FakeTransport,
} from './testing/fakeTransport';
import type { TransferOptions } from './transport';
import { UploadTask, type TaskSnapshot, type UploadTarget } from './UploadTask';

const target = (overrides: Partial<UploadTarget> = {}): UploadTarget => ({
  fields: { s3_config_id: 'cfg-1', remark: 'hello', slug: '', max_views: 3 },
  preference: 'auto',
  maxBytes: null,
  ...overrides,
});

/** Runs a task and records every distinct stage it went through. */
async function runTask(task: UploadTask, options: UploadTarget = target()) {
  const stages: UploadStage[] = [];
  const percents: number[] = [];
  task.subscribe(() => {
    const { stage, progress } = task.snapshot;
    if (stage && stages[stages.length - 1] !== stage) stages.push(stage);
    if (percents[percents.length - 1] !== progress.percent) percents.push(progress.percent);
  });
  task.enqueue(options);
  const outcome = await task.run();
  return { outcome, stages, percents };
}

describe('UploadTask: presigned', () => {
  it('presigns, PUTs with the signed content type, commits with the ETag, and goes through every stage', async () => {
    const transport = fakeTransport();
    const task = new UploadTask(
      't1',
      { kind: 'file', file: textFile('hello') },
      engineDeps(transport),
    );
    const { outcome, stages, percents } = await runTask(task);

    expect(transport.presign).toHaveBeenCalledWith(
      {
        s3_config_id: 'cfg-1',
        remark: 'hello',
        max_views: 3,
        filename: 'notes.txt',
        size: 5,
        mimetype: 'text/plain',
      },
      expect.any(AbortSignal),
    );
    const [url, body, headers] = transport.put.mock.calls[0]!;
    expect(url).toBe('https://s3.example/object?sig=1');
    expect(body.size).toBe(5);
    expect(headers).toEqual({ 'Content-Type': 'text/plain' });
    expect(transport.commit).toHaveBeenCalledWith(
      { file_id: 'f1', etag: '"etag-5"', size: 5 },
      expect.any(AbortSignal),
    );
    expect(stages).toEqual([
      'starting',
      'initializing',
      'uploading',
      'processing',
      'completing',
      'completed',
    ]);
    expect(percents).toEqual([0, 100]);
    expect(outcome).toMatchObject({
      status: 'done',
      method: 'presigned',
      share: { id: 'f1' },
      error: null,
    });
    expect(transport.deleteFiles).not.toHaveBeenCalled();
  });

  it('sends Markdown files as text/markdown and the upload headers the server asked for', async () => {
    const transport = fakeTransport({
      presign: async () => ({
        ...(await fakeTransport().presign(
          { filename: 'x', size: 1 },
          new AbortController().signal,
        )),
        contentType: 'text/markdown',
        upload_headers: { 'x-amz-meta-share': 'abc' },
      }),
    });
    const file = new File(['# hi'], 'README.md', { type: '' });
    await runTask(new UploadTask('t1', { kind: 'file', file }, engineDeps(transport)));
    expect(transport.presign.mock.calls[0]![0]).toMatchObject({ mimetype: 'text/markdown' });
    expect(transport.put.mock.calls[0]![2]).toEqual({
      'Content-Type': 'text/markdown',
      'x-amz-meta-share': 'abc',
    });
  });

  it('fails with the storage status and deletes the created share when the PUT is refused', async () => {
    const transport = fakeTransport({ put: async () => xhrResponse(403) });
    const task = new UploadTask(
      't1',
      { kind: 'file', file: textFile('hello') },
      engineDeps(transport),
    );
    const { outcome } = await runTask(task);
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatchObject({ kind: 'uploadStatus', status: 403 });
    expect(transport.commit).not.toHaveBeenCalled();
    expect(transport.deleteFiles).toHaveBeenCalledWith(['f1']);
  });

  it('batch-deletes the created share when the commit fails', async () => {
    const refused = Object.assign(new Error('size mismatch'), { status: 400 });
    const transport = fakeTransport({ commit: async () => Promise.reject(refused) });
    const { outcome } = await runTask(
      new UploadTask('t1', { kind: 'file', file: textFile('hello') }, engineDeps(transport)),
    );
    expect(outcome.error).toMatchObject({ kind: 'api', status: 400, message: 'size mismatch' });
    expect(transport.deleteFiles).toHaveBeenCalledWith(['f1']);
  });

  it('names a failed presign as such, keeping the server status', async () => {
    const taken = Object.assign(new Error('Link suffix is already taken'), { status: 409 });
    const transport = fakeTransport({ presign: async () => Promise.reject(taken) });
    const { outcome } = await runTask(
      new UploadTask('t1', { kind: 'file', file: textFile('hello') }, engineDeps(transport)),
    );
    expect(outcome.error).toMatchObject({ kind: 'presign', status: 409 });
    expect(transport.put).not.toHaveBeenCalled();
    expect(transport.deleteFiles).not.toHaveBeenCalled();
  });

  it('reports a network failure during the PUT as a network error', async () => {
    const { TransferError } = await import('../../../lib/transfer/xhr');
    const transport = fakeTransport({
      put: async () => Promise.reject(new TransferError('network')),
    });
    const { outcome } = await runTask(
      new UploadTask('t1', { kind: 'file', file: textFile('hello') }, engineDeps(transport)),
    );
    expect(outcome.error?.kind).toBe('network');
  });

  it('refuses a file over the max upload size without any request', async () => {
    const transport = fakeTransport();
    const { outcome } = await runTask(
      new UploadTask('t1', { kind: 'file', file: textFile('hello') }, engineDeps(transport)),
      target({ maxBytes: 4 }),
    );
    expect(outcome.error?.kind).toBe('tooLarge');
    expect(transport.presign).not.toHaveBeenCalled();
  });
});

describe('UploadTask: cancel and retry', () => {
  it('cancels a running PUT, deletes the pending share, and can be retried with the same options', async () => {
    let release: (() => void) | undefined;
    const transport = fakeTransport({
      put: (url, body, headers, options: TransferOptions) =>
        new Promise((resolve, reject) => {
          options.onProgress(2);
          options.signal.addEventListener('abort', () =>
            reject(new DOMException('x', 'AbortError')),
          );
          release = () => resolve(okPut(url, body, headers, options));
        }),
    });
    const task = new UploadTask(
      't1',
      { kind: 'file', file: textFile('hello') },
      engineDeps(transport),
    );
    task.enqueue(target());
    const running = task.run();
    await vi.waitFor(() => expect(release).toBeDefined());
    expect(task.snapshot.progress).toMatchObject({ loaded: 2, percent: 40 });
    task.cancel();
    const outcome: TaskSnapshot = await running;
    expect(outcome.status).toBe('cancelled');
    expect(outcome.error?.kind).toBe('cancelled');
    expect(transport.deleteFiles).toHaveBeenCalledWith(['f1']);

    transport.put.mockImplementation(okPut);
    task.enqueue();
    expect(task.snapshot.status).toBe('queued');
    const retried = await task.run();
    expect(retried.status).toBe('done');
    expect(transport.presign).toHaveBeenCalledTimes(2);
    expect(transport.presign.mock.calls[1]![0]).toMatchObject({ remark: 'hello' });
  });

  it('cancels a task that has not started', () => {
    const task = new UploadTask(
      't1',
      { kind: 'file', file: textFile('x') },
      engineDeps(fakeTransport()),
    );
    task.enqueue(target());
    task.cancel();
    expect(task.snapshot.status).toBe('cancelled');
  });
});

describe('UploadTask: direct', () => {
  it('posts the fields and the file size first and the file last, through the server', async () => {
    const transport = fakeTransport();
    const { outcome, stages } = await runTask(
      new UploadTask('t1', { kind: 'file', file: textFile('hello') }, engineDeps(transport)),
      target({
        preference: 'direct',
        fields: { s3_config_id: 'cfg-1', password: 'pw', use_proxy: true, expires_in: 24 },
      }),
    );
    const form = transport.direct.mock.calls[0]![0];
    expect([...form.keys()]).toEqual([
      'mimetype',
      's3_config_id',
      'password',
      'use_proxy',
      'expires_in',
      'size',
      'file',
    ]);
    expect(form.get('size')).toBe('5');
    expect(form.get('use_proxy')).toBe('true');
    expect(form.get('expires_in')).toBe('24');
    expect((form.get('file') as File).name).toBe('notes.txt');
    expect(transport.direct.mock.calls[0]![1].timeoutMs).toBe(5 * 60_000);
    expect(stages).toEqual(['starting', 'uploading', 'processing', 'completed']);
    expect(outcome).toMatchObject({ status: 'done', method: 'direct' });
    expect(transport.presign).not.toHaveBeenCalled();
  });
});

describe('UploadTask: from a URL', () => {
  it('scales the download to 0-49 % and the upload to 50-99 %, then completes at 100 %', async () => {
    const transport = fakeTransport();
    const task = new UploadTask(
      't1',
      { kind: 'url', url: 'https://example.com/remote.txt' },
      engineDeps(transport),
    );
    const { outcome, percents } = await runTask(task);
    expect(percents).toEqual([0, 49, 50, 99, 100]);
    expect(transport.fetchDirect).toHaveBeenCalledWith(
      'https://example.com/remote.txt',
      expect.any(AbortSignal),
    );
    expect(transport.fetchViaProxy).not.toHaveBeenCalled();
    expect(transport.presign.mock.calls[0]![0]).toMatchObject({
      filename: 'remote.txt',
      size: 8,
      mimetype: 'text/plain',
    });
    expect(outcome).toMatchObject({ status: 'done', name: 'remote.txt', size: 8 });
  });

  it('stores the file under the name the user chose instead of the remote one', async () => {
    const transport = fakeTransport();
    const task = new UploadTask(
      't1',
      { kind: 'url', url: 'https://example.com/remote.txt', name: 'notes 2024.md' },
      engineDeps(transport),
    );
    expect(task.snapshot.name).toBe('notes 2024.md');
    const { outcome } = await runTask(task);
    expect(transport.presign.mock.calls[0]![0]).toMatchObject({
      filename: 'notes 2024.md',
      size: 8,
    });
    expect(outcome).toMatchObject({ status: 'done', name: 'notes 2024.md' });
  });

  it('sends the fetched bytes through the server when the user chose that way', async () => {
    const transport = fakeTransport();
    const { outcome } = await runTask(
      new UploadTask(
        't1',
        { kind: 'url', url: 'https://example.com/remote.txt' },
        engineDeps(transport),
      ),
      target({ preference: 'direct' }),
    );
    expect(transport.presign).not.toHaveBeenCalled();
    const form = transport.direct.mock.calls[0]![0];
    expect((form.get('file') as File).name).toBe('remote.txt');
    expect(form.get('size')).toBe('8');
    expect(outcome).toMatchObject({ status: 'done', method: 'direct' });
  });

  it('falls back to the proxy when the browser fetch fails (CORS or network)', async () => {
    const transport = fakeTransport({
      fetchDirect: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { outcome } = await runTask(
      new UploadTask(
        't1',
        { kind: 'url', url: 'https://example.com/remote.txt' },
        engineDeps(transport),
      ),
    );
    expect(transport.fetchViaProxy).toHaveBeenCalledTimes(1);
    expect(outcome.status).toBe('done');
  });

  it('goes straight to the proxy when the site sends no CORS headers', async () => {
    const transport = fakeTransport({
      urlInfo: async (url) => ({
        url,
        filename: 'a.bin',
        contentType: '',
        size: 8,
        lastModified: null,
        corsSupported: false,
      }),
    });
    await runTask(
      new UploadTask(
        't1',
        { kind: 'url', url: 'https://example.com/a.bin' },
        engineDeps(transport),
      ),
    );
    expect(transport.fetchDirect).not.toHaveBeenCalled();
    expect(transport.fetchViaProxy).toHaveBeenCalledTimes(1);
  });

  it('fails as a download error when the proxy cannot fetch it either', async () => {
    const transport = fakeTransport({
      fetchDirect: async () => new Response('', { status: 404 }),
      fetchViaProxy: async () => new Response('', { status: 502 }),
    });
    const { outcome } = await runTask(
      new UploadTask('t1', { kind: 'url', url: 'https://example.com/x' }, engineDeps(transport)),
    );
    expect(outcome.error).toMatchObject({ kind: 'download', status: 502 });
    expect(transport.presign).not.toHaveBeenCalled();
  });

  it('refuses a URL bigger than the max upload size before downloading it', async () => {
    const transport = fakeTransport();
    const { outcome } = await runTask(
      new UploadTask('t1', { kind: 'url', url: 'https://example.com/x' }, engineDeps(transport)),
      target({ maxBytes: 7 }),
    );
    expect(outcome.error?.kind).toBe('tooLarge');
    expect(transport.fetchDirect).not.toHaveBeenCalled();
  });
});

describe('UploadTask: from a URL, fetched by the server', () => {
  const bigInfo = (size: number | null) => async (url: string) => ({
    url,
    filename: 'video.mp4',
    contentType: 'video/mp4',
    size,
    lastModified: null,
    corsSupported: true,
  });
  const urlTask = (transport: FakeTransport) =>
    new UploadTask(
      't1',
      { kind: 'url', url: 'https://example.com/video.mp4' },
      engineDeps(transport, { serverFetchThreshold: 8, fetchPollMs: 1 }),
    );

  it.each([
    ['larger than the threshold', 100],
    ['of unknown size', null],
  ])('lets the server fetch a file %s, as one transfer, polling until done', async (_, size) => {
    let polls = 0;
    const transport = fakeTransport({
      urlInfo: bigInfo(size),
      urlFetch: async () => fetchStatus({ total: size }),
      urlFetchStatus: async (fileId) =>
        ++polls < 3
          ? fetchStatus({ file_id: fileId, received: polls * 40, total: size })
          : fetchStatus({
              file_id: fileId,
              status: 'done',
              received: 100,
              total: size,
              share: share({ filename: 'video.mp4', size: 100 }),
            }),
    });
    const { outcome, percents, stages } = await runTask(urlTask(transport));
    expect(transport.urlFetch).toHaveBeenCalledWith(
      {
        s3_config_id: 'cfg-1',
        remark: 'hello',
        max_views: 3,
        url: 'https://example.com/video.mp4',
        filename: 'video.mp4',
      },
      expect.any(AbortSignal),
    );
    expect(transport.urlFetchStatus).toHaveBeenCalledTimes(3);
    expect(transport.fetchDirect).not.toHaveBeenCalled();
    expect(transport.fetchViaProxy).not.toHaveBeenCalled();
    expect(transport.presign).not.toHaveBeenCalled();
    expect(transport.urlCancel).not.toHaveBeenCalled();
    // Unscaled: the bytes the server stored, not a download then an upload.
    expect(percents).toEqual(size === null ? [0, 100] : [0, 40, 80, 100]);
    expect(stages).toContain('uploading');
    expect(outcome).toMatchObject({
      status: 'done',
      method: 'direct',
      phase: null,
      share: { filename: 'video.mp4' },
    });
  });

  it("fails with the fetch's own error (e.g. 413 while streaming) and cancels it on the server", async () => {
    const refused = Object.assign(new Error('file size over 1.0 MB exceeds the upload limit'), {
      status: 413,
    });
    const transport = fakeTransport({
      urlInfo: bigInfo(100),
      urlFetchStatus: async () => Promise.reject(refused),
    });
    const { outcome } = await runTask(urlTask(transport));
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatchObject({ kind: 'download', status: 413 });
    expect(transport.urlCancel).toHaveBeenCalledWith('f1');
  });

  it('asks the server to store it under the chosen name, in the chosen folder', async () => {
    const transport = fakeTransport({
      urlInfo: bigInfo(100),
      urlFetch: async () =>
        fetchStatus({ status: 'done', received: 100, share: share({ filename: 'clip.mp4' }) }),
    });
    const task = new UploadTask(
      't1',
      { kind: 'url', url: 'https://example.com/video.mp4', name: 'clip.mp4' },
      engineDeps(transport, { serverFetchThreshold: 8, fetchPollMs: 1 }),
    );
    const fields = { s3_config_id: 'cfg-1', path: 'clips/2024' };
    const { outcome } = await runTask(task, target({ fields }));
    expect(transport.urlFetch).toHaveBeenCalledWith(
      { ...fields, url: 'https://example.com/video.mp4', filename: 'clip.mp4' },
      expect.any(AbortSignal),
    );
    expect(outcome).toMatchObject({ status: 'done', name: 'clip.mp4' });
  });

  it('cancels the server-side fetch when the user cancels', async () => {
    const transport = fakeTransport({
      urlInfo: bigInfo(100),
      urlFetchStatus: async (fileId) => fetchStatus({ file_id: fileId, received: 10 }),
    });
    const task = urlTask(transport);
    task.subscribe(() => {
      if (task.snapshot.progress.loaded === 10) task.cancel();
    });
    const { outcome } = await runTask(task);
    expect(outcome.status).toBe('cancelled');
    expect(transport.urlCancel).toHaveBeenCalledWith('f1');
  });
});

describe('share helper', () => {
  it('builds a public file info', () => {
    expect(share().slug).toBe('abc');
  });
});
