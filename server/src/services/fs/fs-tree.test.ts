/** Removing a whole folder (on the local driver) when the storage will not delete some of what it holds. */
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers, type DriverUnderTest } from '../../../test/storage-drivers.js';
import type { StorageDriver } from '../../storage/driver.js';
import { keptOf, makeFolder, removeTree, walkTree } from './fs-tree.js';

let local: DriverUnderTest;
let driver: StorageDriver;

const put = (key: string) =>
  driver.put(key, Readable.from([Buffer.from(key)]), {
    contentType: 'text/plain',
    size: key.length,
  });

/** The driver, but the storage refuses to delete `refused` (as a bucket policy would). */
function refusing(...refused: string[]): StorageDriver {
  const wrapped = Object.create(driver) as StorageDriver;
  wrapped.deleteMany = async (keys) => {
    const result = await driver.deleteMany(keys.filter((key) => !refused.includes(key)));
    const denied = keys.filter((key) => refused.includes(key));
    return {
      deleted: result.deleted,
      failed: [...result.failed, ...denied.map((key) => ({ key, error: 'refused', denied: true }))],
    };
  };
  return wrapped;
}

const keysUnder = async (folder: string) => {
  const tree = await walkTree(driver, folder);
  return [...tree.folders, ...tree.files.map((file) => file.key)].sort();
};

describe('removeTree', () => {
  beforeEach(async () => {
    local = await testDrivers.find((d) => d.name === 'local')!.open();
    driver = local.driver;
    for (const key of ['a/b.txt', 'a/other/c.txt', 'a/keep/x.txt', 'a/keep/deeper/y.txt'])
      await put(key);
    await makeFolder(driver, 'a/empty/');
  });
  afterEach(() => local.close());

  it('removes everything and answers no failure', async () => {
    expect(await removeTree(driver, await walkTree(driver, 'a/'))).toEqual([]);
    expect(await keysUnder('a/')).toEqual([]);
  });

  it('keeps what the storage refused and the folders holding it, and removes the rest', async () => {
    const tree = await walkTree(driver, 'a/');
    const failed = await removeTree(refusing('a/keep/x.txt'), tree);
    expect(failed).toEqual([{ key: 'a/keep/x.txt', error: 'refused', denied: true }]);
    expect(await keysUnder('a/')).toEqual(['a/', 'a/keep/', 'a/keep/x.txt']);
    const kept = keptOf(tree, failed);
    expect(kept.files.map((file) => file.key)).toEqual(['a/keep/x.txt']);
    expect(kept.folders.sort()).toEqual(['a/', 'a/keep/']);
  });
});
