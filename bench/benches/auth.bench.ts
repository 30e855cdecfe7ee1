/** Authentication costs: admin login (one scrypt verification each) and API-key checks under load. */
import { Permission } from '@cloudpaste/contracts';
import { concurrentLoad, latencyFigures, sequentialSamples } from '../support/measure.js';
import type { Bench } from '../support/types.js';

const LOGIN_SAMPLES = 20;
const API_KEY_REQUESTS = 3_000;
const API_KEY_CONCURRENCY = 16;

export const authBench: Bench = {
  name: 'auth',
  async run({ api, adminToken }) {
    const loginMs = await sequentialSamples(LOGIN_SAMPLES, 2, async () => {
      await adminToken();
    });

    const token = await adminToken();
    const created = await api<{ key?: string }>('/admin/api-keys', {
      method: 'POST',
      auth: `Bearer ${token}`,
      body: { name: 'bench key', permissions: Permission.TEXT },
    });
    if (!created.key) throw new Error('the key creation answer carried no key');
    const auth = `ApiKey ${created.key}`;
    const check = async () => {
      await api('/test/api-key', { auth });
    };
    await concurrentLoad(200, API_KEY_CONCURRENCY, check); // warm-up: JIT, connections, caches
    const load = await concurrentLoad(API_KEY_REQUESTS, API_KEY_CONCURRENCY, check);

    return [
      {
        name: 'admin login (scrypt verify)',
        figures: latencyFigures(loginMs),
        note: `${LOGIN_SAMPLES} sequential logins`,
      },
      {
        name: 'API-key auth: GET /api/test/api-key',
        figures: [
          { label: 'throughput', value: (API_KEY_REQUESTS / load.elapsedMs) * 1000, unit: 'req/s' },
          ...latencyFigures(load.samplesMs),
        ],
        note: `${API_KEY_REQUESTS} requests, ${API_KEY_CONCURRENCY} in flight`,
      },
    ];
  },
};
