/**
 * What the app keeps beside shares, as the upgrade suite seeds it (see seeder.ts): the search
 * index of the seeded mount, zip links, WebDAV properties and locks, and the tables instances of a
 * cluster share (attempt windows, job leases, stamps, sign-in failures), and the audit log.
 */
import { expect } from 'vitest';
import { FUTURE, T0, type Seeder } from './seeder.js';

const README = '/disk/docs/readme.md';
const fsIndex: Seeder = {
  from: '0005-fs-index',
  rows: {
    fs_index: [
      {
        mount_id: 'seed-mount',
        key: 'docs/',
        name_lower: 'docs',
        is_dir: 1,
        size: 0,
        modified: null,
      },
      {
        mount_id: 'seed-mount',
        key: 'docs/readme.md',
        name_lower: 'readme.md',
        is_dir: 0,
        size: 12,
        modified: T0,
      },
    ],
    fs_index_state: [{ mount_id: 'seed-mount', indexed_at: T0, entries: 2 }],
  },
};

export const stateSeeders: Seeder[] = [
  fsIndex,
  {
    from: '0006-archives',
    rows: {
      fs_archives: [
        {
          id: 'seed-archive',
          created_by: 'seed-admin',
          file_name: 'basket.zip',
          entries: '[]',
          expires_at: FUTURE,
          created_at: T0,
        },
      ],
    },
  },
  {
    from: '0007-webdav-locks',
    rows: {
      dav_properties: [
        {
          path: README,
          parent: '/disk/docs',
          namespace: 'urn:x',
          name: 'color',
          value: '<x:color xmlns:x="urn:x">red</x:color>',
        },
      ],
      dav_locks: [
        {
          token: 'opaquelocktoken:seed',
          path: README,
          depth: '0',
          scope: 'exclusive',
          owner: 'me',
          principal: 'admin:seed-admin',
          timeout_seconds: 3600,
          expires_at: FUTURE,
          created_at: T0,
        },
      ],
    },
    async check(app) {
      const properties = await app.services.dav.properties.list(README);
      expect(properties).toEqual([expect.objectContaining({ namespace: 'urn:x', name: 'color' })]);
      const locks = await app.services.dav.locks.locksOn(README);
      expect(locks).toEqual([
        expect.objectContaining({ token: 'opaquelocktoken:seed', scope: 'exclusive', depth: '0' }),
      ]);
    },
  },
  {
    from: '0012-fs-index-builds',
    rows: {
      // An entry written by build generation 3 of its mount.
      fs_index: [
        {
          mount_id: 'seed-mount',
          key: 'docs/later.md',
          name_lower: 'later.md',
          is_dir: 0,
          size: 4,
          modified: T0,
          build: 3,
        },
      ],
      fs_index_builds: [
        {
          mount_id: 'seed-mount',
          generation: 3,
          building: 0,
          cursor: null,
          indexed: 2,
          started_at: T0,
          lease_owner: null,
          lease_until: null,
        },
      ],
    },
  },
  {
    from: '0015-cluster-state',
    rows: {
      attempt_windows: [
        {
          key: 'seed-window',
          failures: 2,
          pending: 0,
          pending_until: 0,
          last_failure_at: 1,
          blocked_until: 0,
          forget_at: 4_102_444_800_000,
        },
      ],
      job_leases: [{ name: 'seed-job', holder: 'another instance', until: 1 }],
    },
  },
  { from: '0017-cluster-stamps', rows: { cluster_stamps: [{ name: 'seed-stamp', version: 7 }] } },
  {
    from: '0018-sign-in-failures',
    rows: {
      sign_in_failures: [{ hour: 100, address: '203.0.113.9', attempts: 3, last_at: 360_000_000 }],
    },
  },
  {
    from: '0019-audit-log',
    rows: {
      audit_log: [
        {
          id: 'seed-audit',
          at: T0,
          action: 'auth.login.failure',
          actor_kind: 'anonymous',
          actor_id: null,
          actor_label: 'admin',
          address: '203.0.113.9',
          user_agent: 'curl/8',
          target_type: 'admin',
          target_id: 'seed-admin',
          detail: '{"status":401}',
        },
      ],
    },
  },
];
