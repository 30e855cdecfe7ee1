/**
 * WebDAV dead properties (RFC 4918 §4, §9.2): any namespaced property a client sets with PROPPATCH
 * is stored with its XML value and follows its resource on MOVE and COPY. A PROPPATCH is atomic:
 * one refused property (a live one: 403) fails every other one with 424.
 */
import type { DavPropertyRepository } from '../../repositories/dav-property.repository.js';

/**
 * The DAV: properties the server computes; a client cannot set or remove them. Not creationdate:
 * no storage here records when an object was created (S3 keeps only the last write's time), and
 * RFC 4918 §15.1 says a server that cannot record it SHOULD leave it undefined rather than answer
 * another time. A client may set it as a dead property (it MAY be writable), as nginx's and Go's
 * WebDAV servers leave it too.
 */
export const LIVE_PROPERTIES = [
  'displayname',
  'resourcetype',
  'getcontentlength',
  'getlastmodified',
  'getetag',
  'getcontenttype',
  'supportedlock',
  'lockdiscovery',
] as const;
export type LiveProperty = (typeof LIVE_PROPERTIES)[number];

export const isLiveProperty = (namespace: string, name: string): name is LiveProperty =>
  namespace === 'DAV:' && (LIVE_PROPERTIES as readonly string[]).includes(name);

export interface DeadProperty {
  namespace: string;
  name: string;
  /** The content as XML, namespaces declared inside it. */
  value: string;
}

export type PropertyUpdate =
  ({ action: 'set' } & DeadProperty) | { action: 'remove'; namespace: string; name: string };

export interface PropertyOutcome {
  namespace: string;
  name: string;
  /** 200 done, 403 a protected (live) property, 424 not done because another one failed. */
  status: 200 | 403 | 424;
}

export class DavPropertyService {
  constructor(private readonly o: { properties: DavPropertyRepository }) {}

  async list(path: string): Promise<DeadProperty[]> {
    return (await this.o.properties.findByPath(path)).map(dead);
  }

  /** The dead properties of a folder's children, by path: one query for a whole listing. */
  async listChildren(folder: string): Promise<Map<string, DeadProperty[]>> {
    const byPath = new Map<string, DeadProperty[]>();
    for (const row of await this.o.properties.findChildren(folder))
      byPath.set(row.path, [...(byPath.get(row.path) ?? []), dead(row)]);
    return byPath;
  }

  /** Applies every update in order, or none of them; says what became of each. */
  async patch(path: string, updates: readonly PropertyUpdate[]): Promise<PropertyOutcome[]> {
    const refused = updates.some((u) => isLiveProperty(u.namespace, u.name));
    const outcomes = updates.map(({ namespace, name }) => ({
      namespace,
      name,
      status: isLiveProperty(namespace, name) ? 403 : refused ? 424 : 200,
    })) satisfies PropertyOutcome[];
    if (refused) return outcomes;
    // Later updates of one property win, as if applied one after another.
    const last = new Map<string, PropertyUpdate>();
    for (const update of updates) last.set(`${update.namespace}\n${update.name}`, update);
    const final = [...last.values()];
    await this.o.properties.apply(
      path,
      final.filter((u) => u.action === 'set'),
      final.filter((u) => u.action === 'remove'),
    );
    return outcomes;
  }

  /** A COPY: the copy gets the properties (of the folder alone when `shallow`: Depth 0). */
  async copied(from: string, to: string, shallow = false): Promise<void> {
    if (!shallow) return this.o.properties.copyTree(from, to);
    await this.o.properties.deleteTree(to);
    const sets = await this.o.properties.findByPath(from);
    await this.o.properties.apply(to, sets.map(dead), []);
  }

  async moved(from: string, to: string): Promise<void> {
    await this.o.properties.moveTree(from, to);
  }

  /** The tree at `path` is gone, but for the paths in `kept`: its properties go with it. */
  async removed(path: string, kept?: ReadonlySet<string>): Promise<void> {
    await this.o.properties.deleteTree(path, kept);
  }
}

const dead = ({ namespace, name, value }: DeadProperty): DeadProperty => ({
  namespace,
  name,
  value,
});
