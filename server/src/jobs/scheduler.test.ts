/**
 * Scheduled jobs meant once per cluster, with two server instances on one database: one instance
 * runs each turn, whichever asks first, even when both ask at once; the other takes over once the
 * holder's lease lapses.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/create-test-app.js';
import { testDialects } from '../../test/databases.js';
import { twoInstances, type TwoInstances } from '../../test/two-instances.js';
import { oncePerCluster } from './scheduler.js';

const INTERVAL = 5 * 60_000;

describe.each(testDialects)('jobs once per cluster on $name', (dialect) => {
  let cluster: TwoInstances;
  let clock: TestClock;
  let runs: string[];
  /** Instance i's timer for the sweep job. */
  const turn = (i: 0 | 1) =>
    oncePerCluster(cluster.instances[i].services, 'sweep', INTERVAL, () => {
      runs.push(`instance ${i}`);
      return Promise.resolve();
    })();

  beforeEach(async () => {
    runs = [];
    cluster = await twoInstances(dialect, {}, new TestClock(new Date('2026-05-01T00:00:00Z')));
    clock = cluster.clock;
  });
  afterEach(() => cluster.close());

  it('runs a job on one instance when both their timers fire at once', async () => {
    for (let round = 0; round < 5; round++) {
      await Promise.all(round % 2 === 0 ? [turn(0), turn(1)] : [turn(1), turn(0)]);
      clock.advance(INTERVAL);
    }
    // One run a turn, by whichever instance asked first.
    expect(runs).toHaveLength(5);
  });

  it('leaves the job to its holder, and hands it over when the holder stops', async () => {
    expect(await turn(0)).toBe(true);
    clock.advance(INTERVAL / 2);
    expect(await turn(1)).toBe(false);
    clock.advance(INTERVAL / 2);
    expect(await turn(0)).toBe(true);
    // Instance 0 stops: once its lease lapses, instance 1's next turn runs the job.
    clock.advance(INTERVAL / 2);
    expect(await turn(1)).toBe(false);
    clock.advance(INTERVAL / 2);
    expect(await turn(1)).toBe(true);
    expect(runs).toEqual(['instance 0', 'instance 0', 'instance 1']);
  });

  it('has a job in a second cluster-wide row independent of the first', async () => {
    const other = oncePerCluster(cluster.instances[1].services, 'purge', INTERVAL, () => {
      runs.push('purge');
      return Promise.resolve();
    });
    expect(await turn(0)).toBe(true);
    expect(await other()).toBe(true);
    expect(runs).toEqual(['instance 0', 'purge']);
  });
});
