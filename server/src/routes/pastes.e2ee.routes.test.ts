/**
 * End-to-end encrypted text shares on every dialect (docs/ENCRYPTION.md, docs/API.md): the server
 * stores the sealed content exactly as sent and no plaintext, says "encrypted" in every answer and
 * on the raw route, refuses plain text marked encrypted and plain edits of an encrypted share,
 * and keeps enforcing its own password, view limit and expiry.
 */
import { decryptText, encryptText } from '@cloudpaste/contracts/e2ee';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { routeDialects } from '../../test/route-database.js';

const SECRET = 'the launch code is 0000, do not tell';

describe.each(routeDialects())('end-to-end encrypted text shares on $name', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ database: await dialect.open() });
    token = await t.adminToken();
  });
  afterEach(() => t.close());

  const sealed = () => encryptText(SECRET, { recordSize: 16 });
  const create = async (body: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/paste', { token, body });
    expect(res.status, res.text).toBe(201);
    return res.json.data as { id: string; slug: string; encrypted: boolean };
  };

  it('stores ciphertext only and hands it back to open with the link key', async () => {
    const { ciphertext, key } = await sealed();
    const made = await create({ content: ciphertext, encrypted: true, title: 'Sealed' });
    expect(made.encrypted).toBe(true);

    const row = await t.database.db
      .selectFrom('pastes')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.encrypted).toBe(1);
    expect(row.content).toBe(ciphertext);
    for (const word of ['launch', 'code', '0000', 'tell']) {
      expect(JSON.stringify(row)).not.toContain(word);
    }

    const view = await t.call('GET', `/api/paste/${made.slug}`);
    expect(view.json.data).toMatchObject({ encrypted: true, content: ciphertext });
    expect(await decryptText(view.json.data.content as string, key)).toBe(SECRET);

    const raw = await t.call('GET', `/api/raw/${made.slug}`);
    expect(raw.headers.get('cloudpaste-encryption')).toBe(
      'ciphertext; format=cloudpaste-e2ee-v1; encoding=base64',
    );
    expect(raw.headers.get('content-disposition')).toContain(`${made.slug}.e2ee.txt`);
    expect(raw.text).toBe(ciphertext);
  });

  it('lists an encrypted share with its flag and no preview of the ciphertext', async () => {
    const { ciphertext } = await sealed();
    const made = await create({ content: ciphertext, encrypted: true });
    await create({ content: 'plain words' });
    const list = await t.call('GET', '/api/pastes', { token });
    const rows = list.json.data.results as { slug: string; encrypted: boolean; preview: string }[];
    expect(rows.find((r) => r.slug === made.slug)).toMatchObject({ encrypted: true, preview: '' });
    expect(rows.find((r) => r.slug !== made.slug)).toMatchObject({
      encrypted: false,
      preview: 'plain words',
    });
    // The search finds no words in ciphertext: not even its own base64.
    const search = (term: string) =>
      t.call('GET', `/api/pastes?search=${encodeURIComponent(term)}`, { token });
    expect((await search(ciphertext.slice(10, 20))).json.data.results).toEqual([]);
    expect((await search('plain words')).json.data.results).toHaveLength(1);
    const record = await t.call('GET', `/api/pastes/${made.id}`, { token });
    expect(record.json.data).toMatchObject({ encrypted: true, content: ciphertext });
  });

  it('refuses plain text marked encrypted', async () => {
    const res = await t.call('POST', '/api/paste', {
      token,
      body: { content: SECRET, encrypted: true },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('encrypted content must be the base64 of a sealed stream');
  });

  it('refuses plain new content for an encrypted share, and takes new sealed content', async () => {
    const { ciphertext } = await sealed();
    const made = await create({ content: ciphertext, encrypted: true });
    const put = (body: Record<string, unknown>) =>
      t.call('PUT', `/api/pastes/${made.id}`, { token, body });
    const plain = await put({ content: 'now in the clear' });
    expect(plain.status).toBe(400);
    expect((plain.json as unknown as { reason: string }).reason).toBe('paste.encryptedEdit');
    expect((await put({ encrypted: false })).status).toBe(400);
    expect((await put({ maxViews: 3 })).status).toBe(200);
    const again = await encryptText('second version');
    expect((await put({ content: again.ciphertext, encrypted: true })).status).toBe(200);
    const view = await t.call('GET', `/api/paste/${made.slug}`);
    expect(await decryptText(view.json.data.content as string, again.key)).toBe('second version');
    expect((await put({ content: 'back in the clear', encrypted: false })).status).toBe(200);
    expect((await t.call('GET', `/api/paste/${made.slug}`)).json.data).toMatchObject({
      encrypted: false,
      content: 'back in the clear',
    });
  });

  it('keeps the share password gate and the view limit for encrypted shares', async () => {
    const { ciphertext } = await sealed();
    const made = await create({
      content: ciphertext,
      encrypted: true,
      password: 'gate',
      maxViews: 1,
    });
    const closed = await t.call('GET', `/api/paste/${made.slug}`);
    expect(closed.json.data).toMatchObject({ encrypted: true, requiresPassword: true });
    expect(closed.json.data.content).toBeUndefined();
    const open = await t.call('POST', `/api/paste/${made.slug}`, { body: { password: 'gate' } });
    expect(open.json.data).toMatchObject({ content: ciphertext, isLastView: true });
    expect(
      (await t.call('POST', `/api/paste/${made.slug}`, { body: { password: 'gate' } })).status,
    ).toBe(410);
  });
});
