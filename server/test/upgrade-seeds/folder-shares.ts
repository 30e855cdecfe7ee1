/**
 * Folder shares as the upgrade suite seeds them (see seeder.ts): a revoked share still answers 410
 * after an upgrade, so a link its owner ended never opens again.
 */
import { expect } from 'vitest';
import { FUTURE, made, type Seeder } from './seeder.js';
import { SHARE_HASH } from './shares.js';

const folderShares: Seeder = {
  from: '0025-folder-shares',
  rows: {
    folder_shares: [
      {
        id: 'seed-folder-share',
        slug: 'seedfolder',
        mount_id: 'seed-mount',
        path: '/seed/photos',
        names: JSON.stringify(['a.txt']),
        password_hash: SHARE_HASH,
        expires_at: FUTURE,
        max_downloads: 5,
        downloads: 2,
        allow_uploads: 0,
        revoked_at: FUTURE,
        created_by: 'seed-admin',
        ...made,
      },
    ],
  },
  async check(app) {
    expect((await app.call('GET', '/api/public/folders/seedfolder')).status).toBe(410);
  },
};

export const folderShareSeeders: Seeder[] = [folderShares];
