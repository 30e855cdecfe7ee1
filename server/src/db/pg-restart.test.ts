/**
 * PostgreSQL restarts under load (docs/DEPLOY.md, "Faults"), on a private cluster
 * (test/private-postgres.ts): paste creations run without pause while the server restarts with
 * `-m fast`. Every answer is a 201 or a 503 in the envelope (no 500, no hang, the process does not
 * crash on the idle connections the restart closes), every paste acknowledged is there after, and
 * the pool serves new requests without any restart of ours.
 */
import { ErrorCode } from '@cloudpaste/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { startPrivatePostgres, type PrivatePostgres } from '../../test/private-postgres.js';
import { openDatabase } from './database.js';

let postgres: PrivatePostgres;
let t: TestApp;
let token: string;
const lost: Error[] = [];

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  const database = openDatabase({
    databaseUrl: postgres.url,
    onConnectionLost: (error) => lost.push(error),
  });
  t = await createTestApp({ database });
  token = await t.adminToken();
}, 60_000);

afterAll(async () => {
  await t?.close();
  postgres?.remove();
});

interface Outcome {
  status: number;
  slug?: string;
  error?: string;
}

async function createPaste(n: number): Promise<Outcome> {
  const res = await t.call('POST', '/api/paste', { token, body: { content: `paste ${n}` } });
  const body = res.json as { data?: { slug?: string }; error?: string } | undefined;
  return { status: res.status, slug: body?.data?.slug, error: body?.error };
}

describe('PostgreSQL restarting under load', () => {
  it('answers 201 or 503, loses no acknowledged write, and reconnects by itself', async () => {
    // Connections left idle in the pool: the restart closes them under it.
    await Promise.all(Array.from({ length: 8 }, (_, i) => createPaste(-i)));
    let running = true;
    let n = 0;
    const outcomes: Outcome[] = [];
    const worker = async () => {
      while (running) outcomes.push(await createPaste(n++));
    };
    const workers = Array.from({ length: 4 }, worker);
    // Some creations succeed before the restart.
    await expect
      .poll(() => outcomes.filter((o) => o.status === 201).length, { timeout: 30_000 })
      .toBeGreaterThan(8);
    // Idle connections again right before the restart (the pool drops ones idle for 10 s, and
    // reaching 8 successes can take longer than that on a loaded machine): the restart must close
    // them under the pool.
    await Promise.all(Array.from({ length: 6 }, (_, i) => createPaste(-10 - i)));
    const before = outcomes.length;
    await postgres.restart();
    // And again after it, through the same pool.
    await expect
      .poll(() => outcomes.slice(before).filter((o) => o.status === 201).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(8);
    running = false;
    await Promise.all(workers);

    const failed = outcomes.filter((o) => o.status !== 201);
    expect(failed.length).toBeGreaterThan(0);
    for (const outcome of failed)
      expect(outcome).toMatchObject({ status: 503, error: ErrorCode.SERVICE_UNAVAILABLE });
    expect(lost.length).toBeGreaterThan(0);

    const acknowledged = outcomes.flatMap((o) => (o.status === 201 && o.slug ? [o.slug] : []));
    const stored = await t.database.db.selectFrom('pastes').select('slug').execute();
    const missing = acknowledged.filter((slug) => !stored.some((r) => r.slug === slug));
    expect(missing).toEqual([]);
    expect((await createPaste(-100)).status).toBe(201);
  }, 90_000);
});
