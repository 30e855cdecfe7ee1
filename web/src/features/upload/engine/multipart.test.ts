/**
 * Multipart uploads over a scripted transport: three parts in flight, retries with a growing delay,
 * the missing-ETag failure, resume from the server's part list, and cancel.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESUME_STORAGE_KEY, createResumeStore } from './resumeStore';
import { engineDeps, fakeTransport, okPut, xhrResponse } from './testing/fakeTransport';
import type { TransferOptions } from './transport';
import { UploadTask, type UploadTarget } from './UploadTask';
import { TransferError } from '../../../lib/transfer/xhr';

const target: UploadTarget = {
  fields: { s3_config_id: 'cfg-1' },
  preference: 'auto',
  maxBytes: null,
};
/** 22 bytes in 4-byte parts: six parts, the last one 2 bytes. */
const bigFile = () => new File(['abcdefghijklmnopqrstuv'], 'big.bin', { lastModified: 7 });
const partOf = (url: string) => Number(/part\/(\d+)/.exec(url)?.[1]);

function startTask(transport: ReturnType<typeof fakeTransport>, upload = target) {
  const task = new UploadTask('t1', { kind: 'file', file: bigFile() }, engineDeps(transport));
  task.enqueue(upload);
  return { task, done: task.run() };
}

/** An interrupted upload of bigFile() to cfg-1, as a reloaded page finds it. */
function saveOldSession() {
  createResumeStore().save({
    name: 'big.bin',
    size: 22,
    lastModified: 7,
    storageConfigId: 'cfg-1',
    fileId: 'f-old',
    uploadId: 'u-old',
    partSize: 4,
    partCount: 6,
    createdAt: Date.now(),
  });
}

afterEach(() => vi.useRealTimers());

describe('multipart upload', () => {
  it('uploads every part with at most three in flight and completes with their ETags in order', async () => {
    let active = 0;
    let peak = 0;
    const transport = fakeTransport({
      put: async (url, body, headers, options) => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
        return okPut(url, body, headers, options);
      },
    });
    const { task, done } = startTask(transport);
    const outcome = await done;

    expect(outcome).toMatchObject({
      status: 'done',
      method: 'multipart',
      parts: { done: 6, total: 6 },
    });
    expect(peak).toBe(3);
    expect(transport.put).toHaveBeenCalledTimes(6);
    expect(transport.put.mock.calls.map(([, body]) => body.size)).toEqual([4, 4, 4, 4, 4, 2]);
    expect(transport.put.mock.calls[0]![2]).toEqual({});
    expect(transport.put.mock.calls[0]![3].timeoutMs).toBe(5 * 60_000);
    expect(transport.complete).toHaveBeenCalledWith(
      {
        file_id: 'f1',
        upload_id: 'u1',
        parts: [1, 2, 3, 4, 5, 6].map((n) => ({
          partNumber: n,
          etag: `"etag-${n === 6 ? 2 : 4}"`,
        })),
      },
      expect.any(AbortSignal),
    );
    expect(task.snapshot.stage).toBe('completed');
    // A finished upload leaves nothing to resume.
    expect(localStorage.getItem(RESUME_STORAGE_KEY)).toBeNull();
  });

  it('retries a failing part after 1 s, then 2 s, and carries on', async () => {
    vi.useFakeTimers();
    let failures = 0;
    const transport = fakeTransport({
      put: async (url, body, headers, options) => {
        if (partOf(url) === 2 && failures < 2) {
          failures += 1;
          return xhrResponse(500);
        }
        return okPut(url, body, headers, options);
      },
    });
    const { done } = startTask(transport);
    await vi.advanceTimersByTimeAsync(0);
    const part2Calls = () => transport.put.mock.calls.filter(([url]) => partOf(url) === 2).length;
    expect(part2Calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(part2Calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(part2Calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(part2Calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(part2Calls()).toBe(3);
    expect((await done).status).toBe('done');
  });

  it('gives up on a part after three retries and keeps the session for a resume', async () => {
    vi.useFakeTimers();
    const transport = fakeTransport({
      put: async (url, body, headers, options) =>
        partOf(url) === 3 ? xhrResponse(500) : okPut(url, body, headers, options),
    });
    const { done } = startTask(transport);
    await vi.advanceTimersByTimeAsync(6_000);
    const outcome = await done;
    expect(outcome.error).toMatchObject({ kind: 'partsFailed', status: 500 });
    expect(transport.put.mock.calls.filter(([url]) => partOf(url) === 3)).toHaveLength(4);
    expect(transport.complete).not.toHaveBeenCalled();
    expect(transport.abort).not.toHaveBeenCalled();
    expect(createResumeStore().find(bigFile(), 'cfg-1', Date.now())).toMatchObject({
      fileId: 'f1',
      uploadId: 'u1',
    });
  });

  it('names a part that timed out on every attempt', async () => {
    vi.useFakeTimers();
    const transport = fakeTransport({
      put: async (url, body, headers, options) => {
        if (partOf(url) === 1) throw new TransferError('timeout');
        return okPut(url, body, headers, options);
      },
    });
    const { done } = startTask(transport);
    await vi.advanceTimersByTimeAsync(6_000);
    expect((await done).error?.kind).toBe('partTimeout');
  });

  it('fails at once, without retrying, when a part has no ETag (storage hides the header)', async () => {
    const transport = fakeTransport({
      put: async (url, body, headers, options) =>
        partOf(url) === 4 ? xhrResponse(200) : okPut(url, body, headers, options),
    });
    const outcome = await startTask(transport).done;
    expect(outcome.status).toBe('failed');
    expect(outcome.error?.kind).toBe('missingEtag');
    expect(transport.put.mock.calls.filter(([url]) => partOf(url) === 4)).toHaveLength(1);
    expect(transport.complete).not.toHaveBeenCalled();
  });

  it('asks for a fresh URL when a part URL has expired (403)', async () => {
    const transport = fakeTransport({
      put: async (url, body, headers, options) =>
        partOf(url) === 5 && !url.includes('fresh')
          ? xhrResponse(403)
          : okPut(url, body, headers, options),
    });
    vi.useFakeTimers();
    const { done } = startTask(transport);
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await done).status).toBe('done');
    expect(transport.refreshUrls).toHaveBeenCalledWith(
      { file_id: 'f1', upload_id: 'u1', partNumbers: [5] },
      expect.any(AbortSignal),
    );
  });

  it('resumes a stored session: listed parts count as completed and only the rest are sent', async () => {
    saveOldSession();
    const transport = fakeTransport({
      listParts: async () => ({
        parts: [
          { partNumber: 1, etag: '"one"', size: 4 },
          { partNumber: 2, etag: '"two"', size: 4 },
          // Wrong size: not this file's part, so it is sent again.
          { partNumber: 3, etag: '"three"', size: 1 },
        ],
      }),
    });
    const { task, done } = startTask(transport);
    const firstLoaded: number[] = [];
    task.subscribe(() => {
      if (firstLoaded.length === 0 && task.snapshot.stage === 'uploading') {
        firstLoaded.push(task.snapshot.progress.loaded);
      }
    });
    const outcome = await done;

    expect(outcome).toMatchObject({ status: 'done', isResumed: true });
    expect(transport.multipartInit).not.toHaveBeenCalled();
    expect(transport.listParts).toHaveBeenCalledWith(
      { file_id: 'f-old', upload_id: 'u-old' },
      expect.any(AbortSignal),
    );
    expect(transport.refreshUrls).toHaveBeenCalledWith(
      { file_id: 'f-old', upload_id: 'u-old', partNumbers: [3, 4, 5, 6] },
      expect.any(AbortSignal),
    );
    expect(transport.put.mock.calls.map(([url]) => partOf(url))).toEqual([3, 4, 5, 6]);
    expect(firstLoaded).toEqual([8]);
    const parts = transport.complete.mock.calls[0]![0].parts;
    expect(parts.slice(0, 3)).toEqual([
      { partNumber: 1, etag: '"one"' },
      { partNumber: 2, etag: '"two"' },
      { partNumber: 3, etag: '"etag-4"' },
    ]);
  });

  it('starts over when the server no longer knows the stored session', async () => {
    saveOldSession();
    const gone = Object.assign(new Error('upload session not found'), { status: 404 });
    const transport = fakeTransport({ listParts: async () => Promise.reject(gone) });
    const outcome = await startTask(transport).done;
    expect(outcome).toMatchObject({ status: 'done', isResumed: false });
    expect(transport.multipartInit).toHaveBeenCalledTimes(1);
    expect(transport.put).toHaveBeenCalledTimes(6);
  });

  it('resumes only into the same folder: a session saved for another storage path starts over', async () => {
    saveOldSession();
    const transport = fakeTransport();
    const inFolder = { ...target, fields: { s3_config_id: 'cfg-1', path: 'backups' } };
    const outcome = await startTask(transport, inFolder).done;
    expect(outcome).toMatchObject({ status: 'done', isResumed: false });
    expect(transport.listParts).not.toHaveBeenCalled();
    expect(transport.multipartInit.mock.calls[0]![0]).toMatchObject({ path: 'backups' });
  });

  it('cancel stops the parts, aborts the upload on the server and forgets the session', async () => {
    const transport = fakeTransport({
      put: (_url, _body, _headers, options: TransferOptions) =>
        new Promise((_, reject) =>
          options.signal.addEventListener('abort', () => reject(new TransferError('aborted'))),
        ),
    });
    const { task, done } = startTask(transport);
    await vi.waitFor(() => expect(transport.put).toHaveBeenCalledTimes(3));
    task.cancel();
    const outcome = await done;
    expect(outcome.status).toBe('cancelled');
    expect(transport.abort).toHaveBeenCalledWith({ file_id: 'f1', upload_id: 'u1' });
    expect(transport.put).toHaveBeenCalledTimes(3);
    expect(localStorage.getItem(RESUME_STORAGE_KEY)).toBeNull();
  });

  it('leaving the page stops the parts but keeps the session on both sides', async () => {
    const transport = fakeTransport({
      put: (_url, _body, _headers, options: TransferOptions) =>
        new Promise((_, reject) =>
          options.signal.addEventListener('abort', () => reject(new TransferError('aborted'))),
        ),
    });
    const { task, done } = startTask(transport);
    await vi.waitFor(() => expect(transport.put).toHaveBeenCalledTimes(3));
    task.dispose();
    await done;
    expect(transport.abort).not.toHaveBeenCalled();
    expect(createResumeStore().find(bigFile(), 'cfg-1', Date.now())?.uploadId).toBe('u1');
  });
});
