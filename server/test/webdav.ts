/**
 * The WebDAV server storage suites run against: TEST_WEBDAV_URL, TEST_WEBDAV_USERNAME and
 * TEST_WEBDAV_PASSWORD name it (npm test starts `rclone serve webdav` through
 * scripts/services/webdav.sh). Without them WebDAV is simply not in the list, except under CI where
 * that is an error. Each suite gets a fresh base path, removed by its cleanup.
 */
import { randomBytes } from 'node:crypto';
import { WebDavClient, type WebDavSpec } from '../src/storage/drivers/webdav/webdav-client.js';

export interface TestWebDavFolder {
  spec: WebDavSpec;
  cleanup(): Promise<void>;
}

export interface TestWebDav {
  url: string;
  username: string;
  password: string;
  /** A spec whose base path is a new, empty folder (created on the first write). */
  createFolder(configId?: string): TestWebDavFolder;
}

function fromEnv(): TestWebDav | null {
  const {
    TEST_WEBDAV_URL: url,
    TEST_WEBDAV_USERNAME: username,
    TEST_WEBDAV_PASSWORD: password,
  } = process.env;
  if (!url || !username || !password) {
    if (process.env.CI) {
      throw new Error(
        'TEST_WEBDAV_URL, TEST_WEBDAV_USERNAME and TEST_WEBDAV_PASSWORD are not set: npm test starts rclone serve webdav and sets them; run tests through npm test',
      );
    }
    return null;
  }
  return {
    url,
    username,
    password,
    createFolder(configId = 'webdav-1') {
      const basePath = `cp-test-${randomBytes(6).toString('hex')}`;
      const spec: WebDavSpec = { configId, url, basePath, username, password };
      const cleanup = async () => {
        const client = new WebDavClient({ ...spec, basePath: '' });
        await client.call('DELETE', `${client.rootPath}${basePath}/`, { accept: [404] });
      };
      return { spec, cleanup };
    },
  };
}

export const testWebDav = fromEnv();
