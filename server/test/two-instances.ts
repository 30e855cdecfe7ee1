/**
 * Two server instances on one database, as in a cluster (docs/DEPLOY.md): each has its own
 * services and memory; they share the database and a clock. close() closes both, then the database.
 */
import type { TestDialect } from './databases.js';
import { createTestApp, TestClock, type TestApp, type TestAppOptions } from './create-test-app.js';

export interface TwoInstances {
  instances: [TestApp, TestApp];
  clock: TestClock;
  close(): Promise<void>;
}

export async function twoInstances(
  dialect: TestDialect,
  options: Omit<TestAppOptions, 'database' | 'clock'> = {},
  clock = new TestClock(new Date()),
): Promise<TwoInstances> {
  const handle = await dialect.open();
  const first = await createTestApp({ ...options, database: handle, clock });
  const second = await createTestApp({
    ...options,
    // Closed with the first.
    database: { ...handle, close: () => Promise.resolve() },
    clock,
  });
  return {
    instances: [first, second],
    clock,
    async close() {
      await second.close();
      await first.close();
    },
  };
}
