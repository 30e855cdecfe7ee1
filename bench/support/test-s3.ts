/** The real S3 server of the storage benches: TEST_S3_* from the environment, else Ceph started by its script. */
import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from '../../e2e/support/server.js';

const NAMES = ['TEST_S3_ENDPOINT', 'TEST_S3_ACCESS_KEY', 'TEST_S3_SECRET_KEY', 'TEST_S3_REGION'];

/**
 * Fills TEST_S3_* from `scripts/services/ceph.sh start` (which reuses a running Ceph) when the
 * environment does not name an S3 server, then answers the test-bucket helper the server tests use.
 */
export async function testS3() {
  if (!process.env.TEST_S3_ENDPOINT) {
    console.log(
      '  TEST_S3_ENDPOINT is not set: starting or reusing Ceph (scripts/services/ceph.sh)',
    );
    const out = execFileSync('bash', ['scripts/services/ceph.sh', 'start'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    for (const line of out.split('\n')) {
      const [name, ...value] = line.trim().split('=');
      if (name && NAMES.includes(name)) process.env[name] = value.join('=');
    }
  }
  // Imported only now: the helper reads the environment when it loads.
  const { testS3: s3 } = await import('../../server/test/s3.js');
  if (!s3)
    throw new Error('TEST_S3_ENDPOINT, TEST_S3_ACCESS_KEY and TEST_S3_SECRET_KEY are needed');
  return s3;
}
