/** The offline queue over a real (in-memory) IndexedDB: order, outcomes, owners, interrupted replays. */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineDb, type QueueItem } from './offlineDb';
import {
  OfflineEncryptedError,
  OfflinePasswordError,
  OfflineQueue,
  type QueuedWrite,
  type SendOutcome,
} from './offlineQueue';

const ADMIN = { id: 'admin', authType: 'admin' } as const;
const KEY = { id: 'apikey:k1', authType: 'apikey' } as const;
const write = (text: string): QueuedWrite => ({
  type: 'createPaste',
  endpoint: '/paste',
  method: 'POST',
  data: { content: text },
});
const texts = (items: readonly QueueItem[]) =>
  items.map((i) => (i.data as { content: string }).content);

let db: OfflineDb;
let clock = 1000;
let queue: OfflineQueue;

beforeEach(async () => {
  db = new OfflineDb(`test-${Math.random()}`);
  queue = new OfflineQueue(
    async () => db,
    () => clock++,
  );
  await queue.load();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('offline queue', () => {
  it('keeps writes with their owner and never a credential, oldest first', async () => {
    await queue.enqueue(write('one'), ADMIN);
    await queue.enqueue(write('two'), ADMIN);
    expect(texts(queue.getSnapshot())).toEqual(['one', 'two']);
    const [stored] = await db.offlineQueue.toArray();
    expect(stored).toMatchObject({ owner: 'admin', authType: 'admin', status: 'pending' });
    expect(JSON.stringify(stored)).not.toMatch(/token|apiKey/i);
  });

  it('refuses a write that carries a password: it would sit in the browser', async () => {
    const withPassword: QueuedWrite = {
      type: 'updatePaste',
      endpoint: '/pastes/p1',
      method: 'PUT',
      data: { content: 'x', password: 'secret' },
    };
    await expect(queue.enqueue(withPassword, ADMIN)).rejects.toBeInstanceOf(OfflinePasswordError);
    expect(await db.offlineQueue.count()).toBe(0);
    // Clearing a password carries none.
    await queue.enqueue({ ...withPassword, data: { clearPassword: true, password: '' } }, ADMIN);
    expect(await db.offlineQueue.count()).toBe(1);
  });

  it('never queues an encrypted share: its key is shown only when the server has made it', async () => {
    const sealed = { ...write('Q1BFRQ'), data: { content: 'Q1BFRQ', encrypted: true } };
    await expect(queue.enqueue(sealed, ADMIN)).rejects.toBeInstanceOf(OfflineEncryptedError);
    expect(await db.offlineQueue.count()).toBe(0);
  });

  it('replays in order: sent leave, refused stay as failed, no network stops the rest', async () => {
    for (const text of ['a', 'b', 'c', 'd']) await queue.enqueue(write(text), ADMIN);
    const sent: string[] = [];
    const outcomes: Record<string, SendOutcome> = {
      a: 'sent',
      b: { refused: 'bad' },
      c: 'offline',
    };
    const result = await queue.replay(ADMIN, async (item) => {
      const text = (item.data as { content: string }).content;
      sent.push(text);
      return outcomes[text] ?? 'sent';
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(result).toEqual({ sent: 1, failed: 1, stopped: true });
    expect(queue.getSnapshot().map((i) => [texts([i])[0], i.status, i.error])).toEqual([
      ['b', 'failed', 'bad'],
      ['c', 'pending', undefined],
      ['d', 'pending', undefined],
    ]);

    // Next time: the failed one is left alone until retried.
    const again = await queue.replay(ADMIN, async () => 'sent');
    expect(again).toEqual({ sent: 2, failed: 0, stopped: false });
    const failed = queue.getSnapshot()[0]!;
    await queue.retry(failed.id!);
    expect(queue.getSnapshot()[0]?.status).toBe('pending');
    await queue.remove(failed.id!);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('drops the writes of a user who logged out, and never replays them as someone else', async () => {
    await queue.enqueue(write('admin work'), ADMIN);
    await queue.enqueue(write('key work'), KEY);
    const sent: string[] = [];
    await queue.replay(KEY, async (item) => {
      sent.push(texts([item])[0]!);
      return 'sent';
    });
    expect(sent).toEqual(['key work']);
    expect(queue.getSnapshot()).toEqual([]);

    await queue.enqueue(write('later'), ADMIN);
    expect(await queue.keepOnly(null)).toBe(1);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('puts a replay cut short (the page closed mid-send) back in line', async () => {
    const item = await queue.enqueue(write('half sent'), ADMIN);
    await db.offlineQueue.update(item.id!, { status: 'syncing' });
    const reopened = new OfflineQueue(async () => db);
    await reopened.load();
    expect(reopened.getSnapshot()[0]?.status).toBe('pending');
  });
});
