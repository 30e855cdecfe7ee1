/**
 * WebDAV checked by a real client: the litmus suite (Debian's `litmus`, installed by
 * scripts/ensure-test-deps.sh) runs its basic, copymove, props, locks and http suites against /dav
 * on a local-storage mount and, when the run has one, on the S3 server: no failure, and no warning
 * (a new warning fails the test, so it gets fixed or explained here).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { baseURL, storages } from '../support/context.js';
import { TEST_ADMIN } from '../support/server.js';

const SUITES = 'basic copymove props locks http';

describe.for(storages().map((storage) => [storage.kind, storage] as const))(
  'litmus against /dav on %s storage',
  ([kind, storage]) => {
    it(`passes the ${SUITES} suites`, async () => {
      const token = await adminToken();
      const mountPath = `/litmus-${kind}`;
      const created = await callApi('/admin/mounts', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({
          name: `litmus ${kind}`,
          storage_type: kind === 's3' ? 'S3' : 'LOCAL',
          storage_config_id: storage.id,
          mount_path: mountPath,
          cache_ttl: 0,
          webdav_policy: 'native_proxy',
        }),
      });
      expect(created.status, created.body.message).toBe(201);
      // litmus writes its scratch files (a lock file, its temp bodies) in the working directory.
      const cwd = mkdtempSync(join(tmpdir(), 'litmus-'));
      try {
        // Asynchronously: a blocked event loop would miss the server closing idle sockets.
        const run = await promisify(execFile)(
          'litmus',
          [`${baseURL()}/dav${mountPath}/`, TEST_ADMIN.username, TEST_ADMIN.password],
          { cwd, env: { ...process.env, TESTS: SUITES }, timeout: 240_000 },
        ).catch((error: { stdout?: string; stderr?: string }) => ({
          stdout: error.stdout ?? '',
          stderr: error.stderr ?? '',
        }));
        const output = `${run.stdout}${run.stderr}`;
        const summaries = [
          ...output.matchAll(
            /summary for `(\w+)': of (\d+) tests run: (\d+) passed, (\d+) failed/g,
          ),
        ];
        expect(
          summaries.map((m) => m[1]),
          output,
        ).toEqual(SUITES.split(' '));
        for (const [, suite, ran, passed, failed] of summaries) {
          expect({ suite, failed: Number(failed), passed: Number(passed) }, output).toEqual({
            suite,
            failed: 0,
            passed: Number(ran),
          });
        }
        expect(
          [...output.matchAll(/WARNING: .*/g)].map((m) => m[0]),
          output,
        ).toEqual([]);
      } finally {
        rmSync(cwd, { recursive: true, force: true });
      }
    }, 300_000);
  },
);
