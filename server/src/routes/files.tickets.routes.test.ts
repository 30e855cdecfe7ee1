/** How long a file share's access tickets last: 10 minutes with a view limit, an hour without. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClock } from '../../test/create-test-app.js';
import { fetchBytes, upload, type Field } from '../../test/file-shares.js';

let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterEach(() => t.close());

const advanceMinutes = (minutes: number) => (t.clock as TestClock).advance(minutes * 60_000);
const rowOf = (slug: string) =>
  t.database.db.selectFrom('files').selectAll().where('slug', '=', slug).executeTakeFirst();

async function share(fields: Field[]): Promise<string> {
  const res = await upload(t, { token, before: [...fields, ['use_proxy', 'true']] });
  expect(res.status).toBe(201);
  return res.json.data.slug as string;
}

/** The info answer's download link (one view) and how long its ticket lasts, in seconds. */
async function ticketedLink(slug: string) {
  const info = await t.call('GET', `/api/public/files/${slug}`);
  expect(info.status).toBe(200);
  const url = info.json.data.downloadUrl as string;
  const ticket = new URL(url, 'http://x').searchParams.get('t')!;
  const lifetime = Number(ticket.split('.')[0]) - Math.floor(t.clock.now().getTime() / 1000);
  return { url, lifetime };
}

describe('access tickets', () => {
  it('last 10 minutes for a share with a view limit, then its last view is over', async () => {
    const slug = await share([['max_views', '1']]);
    const { url, lifetime } = await ticketedLink(slug);
    expect(lifetime).toBe(600);
    advanceMinutes(9);
    const resumed = await fetchBytes(t, url, { Range: 'bytes=6-' });
    expect(resumed.status).toBe(206);
    expect(resumed.body.toString()).toBe('world');
    expect((await rowOf(slug))!.views).toBe(1);

    advanceMinutes(2);
    expect((await fetchBytes(t, url)).status).toBe(410);
    expect(await rowOf(slug)).toBeUndefined();
  });

  it('last an hour for a share without a view limit', async () => {
    const slug = await share([]);
    const { url, lifetime } = await ticketedLink(slug);
    expect(lifetime).toBe(3600);
    advanceMinutes(50);
    expect((await fetchBytes(t, url)).status).toBe(200);
    expect((await rowOf(slug))!.views).toBe(1);
  });

  it('let the sweeper remove a used-up share once its last tickets ran out, not before', async () => {
    const slug = await share([['max_views', '1']]);
    await ticketedLink(slug);
    advanceMinutes(9);
    await t.services.files.sweeper.sweep();
    expect(await rowOf(slug)).toBeDefined();
    advanceMinutes(2);
    expect((await t.services.files.sweeper.sweep()).expired).toBe(1);
    expect(await rowOf(slug)).toBeUndefined();
  });
});
