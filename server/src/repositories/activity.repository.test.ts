/** Shares per UTC day on every database dialect: day edges, the window start, pending uploads left out. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { migrateToLatest, type DatabaseHandle } from '../db/database.js';
import { ActivityRepository } from './activity.repository.js';
import { FileRepository } from './file.repository.js';
import { PasteRepository } from './paste.repository.js';

describe.each(testDialects)('ActivityRepository on $name', (dialect) => {
  let handle: DatabaseHandle;
  let activity: ActivityRepository;
  beforeEach(async () => {
    handle = await dialect.open();
    await migrateToLatest(handle.db);
    activity = new ActivityRepository(handle.db);
  });
  afterEach(() => handle.close());

  async function paste(id: string, createdAt: string) {
    await new PasteRepository(handle.db).insert({
      id,
      slug: id,
      content: 'c',
      format: 'text',
      size: 1,
      password_hash: null,
      expires_at: null,
      max_views: 0,
      created_by: 'a1',
      created_at: createdAt,
      updated_at: createdAt,
    });
  }

  async function file(id: string, createdAt: string, status = 'ready') {
    await new FileRepository(handle.db).insert({
      id,
      slug: id,
      status,
      filename: `${id}.txt`,
      storage_config_id: 'c1',
      storage_path: `${id}.txt`,
      mimetype: 'text/plain',
      size: 1,
      created_by: 'a1',
      created_at: createdAt,
      updated_at: createdAt,
    });
  }

  it('counts text shares per UTC day from the window start, with days split at midnight UTC', async () => {
    await paste('before', '2026-03-03T23:59:59.999Z');
    await paste('first', '2026-03-04T00:00:00.000Z');
    await paste('late', '2026-03-04T23:59:59.999Z');
    await paste('next', '2026-03-05T00:00:00.000Z');
    await paste('today', '2026-03-10T12:00:00.000Z');
    expect(Object.fromEntries(await activity.pastesPerDay('2026-03-04T00:00:00.000Z'))).toEqual({
      '2026-03-04': 2,
      '2026-03-05': 1,
      '2026-03-10': 1,
    });
  });

  it('counts ready file shares only', async () => {
    await file('a', '2026-03-06T08:00:00.000Z');
    await file('b', '2026-03-06T20:00:00.000Z');
    await file('pending', '2026-03-06T21:00:00.000Z', 'pending');
    await file('old', '2026-02-01T00:00:00.000Z');
    expect(Object.fromEntries(await activity.filesPerDay('2026-03-04T00:00:00.000Z'))).toEqual({
      '2026-03-06': 2,
    });
  });

  it('answers an empty map when nothing was created', async () => {
    expect((await activity.pastesPerDay('2026-03-04T00:00:00.000Z')).size).toBe(0);
    expect((await activity.filesPerDay('2026-03-04T00:00:00.000Z')).size).toBe(0);
  });
});
