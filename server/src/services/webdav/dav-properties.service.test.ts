/** Dead properties on every database dialect: atomic PROPPATCH, listings, and trees that move. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.js';
import { migrateToLatest, type DatabaseHandle } from '../../db/database.js';
import { DavPropertyRepository } from '../../repositories/dav-property.repository.js';
import { DavPropertyService, type PropertyUpdate } from './dav-properties.service.js';

const NS = 'http://example.com/ns';
const set = (name: string, value: string, namespace = NS): PropertyUpdate => ({
  action: 'set',
  namespace,
  name,
  value,
});
const names = (props: { namespace: string; name: string }[]) =>
  props.map((p) => `{${p.namespace}}${p.name}`).sort();

describe.each(testDialects)('DavPropertyService on $name', (dialect) => {
  let handle: DatabaseHandle;
  let properties: DavPropertyService;
  beforeEach(async () => {
    handle = await dialect.open();
    await migrateToLatest(handle.db);
    properties = new DavPropertyService({ properties: new DavPropertyRepository(handle.db) });
  });
  afterEach(() => handle.close());

  it('stores values as given, namespaces and high Unicode included, and applies updates in order', async () => {
    const outcomes = await properties.patch('/m/f', [
      set('author', '<name xmlns="http://example.com/ns">𐀀 &amp; more</name>'),
      set('plain', 'x', ''),
      set('author', 'first', 'urn:other'),
      { action: 'remove', namespace: NS, name: 'missing' },
      set('gone', 'soon'),
      { action: 'remove', namespace: NS, name: 'gone' },
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const stored = await properties.list('/m/f');
    expect(names(stored)).toEqual([`{${NS}}author`, '{urn:other}author', '{}plain']);
    expect(stored.find((p) => p.namespace === NS)?.value).toBe(
      '<name xmlns="http://example.com/ns">𐀀 &amp; more</name>',
    );
    await properties.patch('/m/f', [set('plain', 'y', '')]);
    expect((await properties.list('/m/f')).find((p) => p.name === 'plain')?.value).toBe('y');
  });

  it('refuses live properties with 403 and then changes nothing (424 for the rest)', async () => {
    await properties.patch('/m/f', [set('kept', 'old')]);
    const outcomes = await properties.patch('/m/f', [
      set('kept', 'new'),
      set('getetag', '"forged"', 'DAV:'),
      { action: 'remove', namespace: 'DAV:', name: 'resourcetype' },
    ]);
    expect(outcomes.map((o) => [o.name, o.status])).toEqual([
      ['kept', 424],
      ['getetag', 403],
      ['resourcetype', 403],
    ]);
    expect(await properties.list('/m/f')).toEqual([{ namespace: NS, name: 'kept', value: 'old' }]);
    // A DAV: name the server does not compute is an ordinary dead property.
    expect(
      (await properties.patch('/m/f', [set('getcontentlanguage', 'en', 'DAV:')]))[0]?.status,
    ).toBe(200);
  });

  it('lists the properties of a folder’s direct children in one go', async () => {
    for (const path of ['/m/d', '/m/d/a', '/m/d/b', '/m/d/a/deep', '/m/d2/c'])
      await properties.patch(path, [set('p', path)]);
    const children = await properties.listChildren('/m/d');
    expect([...children.keys()].sort()).toEqual(['/m/d/a', '/m/d/b']);
    expect(children.get('/m/d/a')).toEqual([{ namespace: NS, name: 'p', value: '/m/d/a' }]);
    expect([...(await properties.listChildren('/')).keys()]).toEqual([]);
  });

  it('copies, moves and removes whole trees, and nothing beside them', async () => {
    for (const path of ['/m/t', '/m/t/x', '/m/t/sub/y', '/m/t_%', '/m/dest/old'])
      await properties.patch(path, [set('p', path)]);
    await properties.copied('/m/t', '/m/dest');
    expect((await properties.list('/m/dest/sub/y'))[0]?.value).toBe('/m/t/sub/y');
    expect(await properties.list('/m/dest/old')).toEqual([]);
    expect(await properties.list('/m/dest_x')).toEqual([]);

    await properties.copied('/m/t', '/m/shallow', true);
    expect(await properties.list('/m/shallow')).toHaveLength(1);
    expect(await properties.list('/m/shallow/x')).toEqual([]);

    await properties.moved('/m/t', '/m/moved');
    expect(await properties.list('/m/t/x')).toEqual([]);
    expect((await properties.list('/m/moved/x'))[0]?.value).toBe('/m/t/x');
    expect([...(await properties.listChildren('/m/moved')).keys()]).toEqual(['/m/moved/x']);
    expect(await properties.list('/m/t_%')).toHaveLength(1);

    await properties.removed('/m/moved');
    expect(await properties.list('/m/moved/sub/y')).toEqual([]);
    expect(await properties.list('/m/t_%')).toHaveLength(1);
  });
});
