/** The upload list: tasks run one at a time in order, the batch is summed up, rows can go. */
import { describe, expect, it, vi } from 'vitest';
import { engineDeps, fakeTransport, textFile } from './testing/fakeTransport';
import { UploadQueue } from './UploadQueue';

const target = { fields: { s3_config_id: 'cfg-1' }, preference: 'auto' as const, maxBytes: null };

describe('UploadQueue', () => {
  it('runs queued tasks one after another and reports the batch once', async () => {
    let active = 0;
    let peak = 0;
    const transport = fakeTransport({
      presign: async (body) => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
        return await fakeTransport().presign(body, new AbortController().signal);
      },
    });
    const onUploaded = vi.fn();
    const onSettled = vi.fn();
    const queue = new UploadQueue(engineDeps(transport), { onUploaded, onSettled });
    const seen: number[] = [];
    queue.subscribe(() => seen.push(queue.getSnapshot().length));

    queue.addFiles([textFile('a', 'a.txt'), textFile('b', 'b.txt')]);
    expect(queue.getSnapshot().map((t) => t.status)).toEqual(['ready', 'ready']);
    queue.start(target);
    await vi.waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));

    expect(peak).toBe(1);
    expect(transport.presign.mock.calls.map(([body]) => body.filename)).toEqual(['a.txt', 'b.txt']);
    expect(onUploaded).toHaveBeenCalledTimes(2);
    expect(onSettled.mock.calls[0]![0].map((t: { status: string }) => t.status)).toEqual([
      'done',
      'done',
    ]);
    expect(seen.length).toBeGreaterThan(2);
  });

  it('does not start tasks added after the upload began until asked', async () => {
    const queue = new UploadQueue(engineDeps(fakeTransport()));
    queue.addFiles([textFile('a')]);
    queue.start(target);
    queue.addFiles([textFile('b', 'b.txt')]);
    await vi.waitFor(() => expect(queue.getSnapshot()[0]!.status).toBe('done'));
    expect(queue.getSnapshot()[1]!.status).toBe('ready');
  });

  it('retries a failed task with its options, removes rows and clears finished ones', async () => {
    const transport = fakeTransport();
    transport.presign.mockRejectedValueOnce(Object.assign(new Error('boom'), { status: 500 }));
    const queue = new UploadQueue(engineDeps(transport));
    const [id] = queue.addFiles([textFile('a')]);
    queue.start(target);
    await vi.waitFor(() => expect(queue.getSnapshot()[0]!.status).toBe('failed'));
    queue.retry(id!);
    await vi.waitFor(() => expect(queue.getSnapshot()[0]!.status).toBe('done'));
    expect(transport.presign.mock.calls[1]![0]).toMatchObject({ s3_config_id: 'cfg-1' });

    queue.addFiles([textFile('b', 'b.txt'), textFile('c', 'c.txt')]);
    queue.remove(queue.getSnapshot()[1]!.id);
    expect(queue.getSnapshot().map((t) => t.name)).toEqual(['notes.txt', 'c.txt']);
    queue.clearFinished();
    expect(queue.getSnapshot().map((t) => t.name)).toEqual(['c.txt']);
  });
});
