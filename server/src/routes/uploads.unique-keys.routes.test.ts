/** Concurrent share uploads of one name each get their own object, on local storage and S3. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/create-test-app.js';
import { fetchBytes, upload } from '../../test/file-shares.js';
import { storageKinds, type MountedStorage } from '../../test/mounted-storages.js';
import { closeStorageApp, openStorageApp } from '../../test/storage-app.js';

describe.each(storageKinds)('share object keys on %s storage', (kind) => {
  let t: TestApp;
  let token: string;
  let storage: MountedStorage;

  beforeEach(async () => {
    ({ t, token, storage } = await openStorageApp(kind));
  });
  afterEach(() => closeStorageApp({ t, token, storage }));

  it('10 uploads of same.txt at once make 10 objects, each share serving its own bytes', async () => {
    const contents = Array.from({ length: 10 }, (_, i) =>
      Buffer.from(`uploader ${i} `.repeat(i + 1)),
    );
    const answers = await Promise.all(
      contents.map((content) =>
        upload(t, {
          token,
          before: [
            ['s3_config_id', storage.configId],
            ['path', 'race'],
            ['size', String(content.length)],
            ['use_proxy', 'true'],
          ],
          file: { name: 'same.txt', type: 'text/plain', content },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(contents.map(() => 201));
    const rows = await t.database.db.selectFrom('files').select(['slug', 'storage_path']).execute();
    expect(new Set(rows.map((r) => r.storage_path)).size).toBe(10);
    for (const [i, answer] of answers.entries()) {
      const served = await fetchBytes(t, `/api/file-download/${answer.json.data.slug}`);
      expect(served.body.toString()).toBe(contents[i]?.toString());
    }
  });
});
