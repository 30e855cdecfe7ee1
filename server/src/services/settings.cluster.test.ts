/**
 * Settings changed through one server instance, read through another on the same database: seen
 * within SETTINGS_FRESH_MS (docs/DEPLOY.md), on every database dialect. Two SettingsServices over
 * one database, each with its own cache, stand for two instances.
 */
import { SettingGroup } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/create-test-app.js';
import { testDialects } from '../../test/databases.js';
import { migrateToLatest, type DatabaseHandle } from '../db/database.js';
import { TtlCache } from '../lib/cache-registry.js';
import { SettingRepository } from '../repositories/setting.repository.js';
import { SETTINGS_FRESH_MS, SettingsService } from './settings.service.js';

describe.each(testDialects)('settings across two instances on $name', (dialect) => {
  let handle: DatabaseHandle;
  let now: number;
  let instances: [SettingsService, SettingsService];
  const instance = () =>
    new SettingsService({
      settings: new SettingRepository(handle.db),
      clock: new TestClock(),
      cache: new TtlCache('settings', SETTINGS_FRESH_MS, 10, () => now),
    });

  beforeEach(async () => {
    handle = await dialect.open();
    await migrateToLatest(handle.db);
    now = 1_000_000;
    instances = [instance(), instance()];
  });
  afterEach(() => handle.close());

  it('shows a change made through the other instance once its cache is SETTINGS_FRESH_MS old', async () => {
    const [a, b] = instances;
    const before = (await b.maxUploadSize()).max_upload_size_bytes;
    await a.updateGroup(SettingGroup.GLOBAL, { max_upload_size: '3', max_upload_size_unit: 'GB' });
    expect((await a.maxUploadSize()).max_upload_size_bytes).toBe(3 * 1024 ** 3);
    now += SETTINGS_FRESH_MS - 1;
    expect((await b.maxUploadSize()).max_upload_size_bytes).toBe(before);
    now += 1;
    expect((await b.maxUploadSize()).max_upload_size_bytes).toBe(3 * 1024 ** 3);
    expect(SETTINGS_FRESH_MS).toBeLessThanOrEqual(1000);
  });
});
