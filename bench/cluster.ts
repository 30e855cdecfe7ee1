/**
 * `npx tsx bench/cluster.ts` (from the repository root, after `npm run build`; TEST_DATABASE_URL names
 * a PostgreSQL server): paste views and creations per second through nginx in front of 1, 2 and 3
 * built server instances on one fresh PostgreSQL database each (e2e/support/balancer.ts), in one run,
 * 64 concurrent clients. The load generator, nginx, PostgreSQL and the instances share this machine's
 * cores: the figures say what a cluster adds here, not what it adds on machines of its own.
 */
import { cpus } from 'node:os';
import { freshDatabase, startBalanced } from '../e2e/support/balancer.js';
import { TEST_ADMIN } from '../e2e/support/server.js';
import { createContext } from './support/client.js';
import { load } from './support/load.js';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set (source the test services first)');
const CONNECTIONS = 64;
const AMOUNT = { view: 20_000, create: 6_000, warmup: 2_000 };
const SAMPLE = `# Notes\n\n${'- an item with **bold** text\n'.repeat(20)}`;

console.log(`Node ${process.version}, ${cpus().length} CPU(s), ${CONNECTIONS} connections`);
console.log('instances  views/s  view p99 ms  creations/s  create p99 ms');
for (const count of [1, 2, 3]) {
  const database = await freshDatabase(adminUrl);
  const cluster = await startBalanced(database.url, count);
  try {
    const { api, adminToken } = createContext(cluster.url, TEST_ADMIN);
    const auth = `Bearer ${await adminToken()}`;
    const { slug } = await api<{ slug: string }>('/paste', {
      method: 'POST',
      auth,
      body: { content: SAMPLE, format: 'markdown' },
    });
    const view = { url: `${cluster.url}/api/paste/${slug}` };
    const create = {
      url: `${cluster.url}/api/paste`,
      method: 'POST' as const,
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ content: SAMPLE, format: 'markdown' }),
    };
    await load({ ...view, connections: CONNECTIONS, amount: AMOUNT.warmup });
    await load({ ...create, connections: CONNECTIONS, amount: AMOUNT.warmup });
    const viewed = await load({ ...view, connections: CONNECTIONS, amount: AMOUNT.view });
    const created = await load({ ...create, connections: CONNECTIONS, amount: AMOUNT.create });
    console.log(
      [
        String(count).padStart(9),
        viewed.throughput.toFixed(0).padStart(8),
        viewed.p99.toFixed(0).padStart(12),
        created.throughput.toFixed(0).padStart(12),
        created.p99.toFixed(0).padStart(14),
      ].join(' '),
    );
  } finally {
    await cluster.stop();
    await database.drop();
  }
}
