/**
 * The WebDAV `If` header (RFC 4918 §10.4): parsed into lists of conditions, and judged against the
 * state of the resources it names. The header holds when at least one list has every condition
 * true; a state token is true when it is the token of a lock that applies to the resource, an
 * entity tag when it equals the resource's. Tokens named without `Not` count as submitted, which is
 * how a client shows it holds a lock (§7.5).
 */

export type IfCondition = { negated: boolean } & (
  { kind: 'token'; token: string } | { kind: 'etag'; etag: string }
);

export interface IfList {
  /** The tagged resource (a URL or an absolute path), or null for the request URI. */
  resource: string | null;
  conditions: IfCondition[];
}

export interface ResourceState {
  /** The resource's entity tag as sent in ETag (quotes included), null when it has none. */
  etag: string | null;
  /** The tokens of the locks that apply to it. */
  lockTokens: readonly string[];
}

const SPACE = /[ \t\r\n]/;

/**
 * The lists of an If header, or null when it does not follow the grammar
 * `1*No-tag-list | 1*Tagged-list`, `List = "(" 1*(["Not"] (Coded-URL | "[" entity-tag "]")) ")"`.
 */
export function parseIfHeader(header: string): IfList[] | null {
  let at = 0;
  const skipSpace = () => {
    while (at < header.length && SPACE.test(header[at]!)) at++;
  };
  /** The text up to `close` (consumed), or null when it is missing or holds spaces. */
  const upTo = (close: string): string | null => {
    const end = header.indexOf(close, at);
    const text = end < 0 ? '' : header.slice(at, end);
    if (text === '' || /[\s<>]/.test(text)) return null;
    at = end + 1;
    return text;
  };
  const entityTag = (): string | null => {
    skipSpace();
    const weak = header.startsWith('W/', at);
    if (weak) at += 2;
    if (header[at] !== '"') return null;
    const end = header.indexOf('"', at + 1);
    if (end < 0) return null;
    const tag = `${weak ? 'W/' : ''}${header.slice(at, end + 1)}`;
    at = end + 1;
    skipSpace();
    return header[at++] === ']' ? tag : null;
  };

  const lists: IfList[] = [];
  let tagged: boolean | null = null;
  let resource: string | null = null;
  for (skipSpace(); at < header.length; skipSpace()) {
    if (header[at] === '<') {
      if (tagged === false) return null;
      tagged = true;
      at++;
      resource = upTo('>');
      skipSpace();
      if (resource === null || header[at] !== '(') return null;
      continue;
    }
    if (header[at] !== '(') return null;
    tagged ??= false;
    at++;
    const conditions: IfCondition[] = [];
    for (skipSpace(); header[at] !== ')'; skipSpace()) {
      if (at >= header.length) return null;
      const negated = /^not/i.test(header.slice(at, at + 3));
      if (negated) {
        at += 3;
        skipSpace();
      }
      const opener = header[at++];
      if (opener === '<') {
        const token = upTo('>');
        if (token === null) return null;
        conditions.push({ negated, kind: 'token', token });
      } else if (opener === '[') {
        const etag = entityTag();
        if (etag === null) return null;
        conditions.push({ negated, kind: 'etag', etag });
      } else {
        return null;
      }
    }
    at++;
    if (conditions.length === 0) return null;
    lists.push({ resource: tagged ? resource : null, conditions });
  }
  return lists.length > 0 ? lists : null;
}

/** The resources the lists are about (null: the request URI), each once. */
export const resourcesOf = (lists: readonly IfList[]): (string | null)[] => [
  ...new Set(lists.map((list) => list.resource)),
];

/** The lock tokens the header submits: every state token not under `Not`. */
export const submittedTokens = (lists: readonly IfList[]): string[] => [
  ...new Set(
    lists.flatMap((list) =>
      list.conditions.flatMap((c) => (c.kind === 'token' && !c.negated ? [c.token] : [])),
    ),
  ),
];

const opaque = (etag: string) => etag.replace(/^W\//, '');

/** The header's verdict, given the state of each resource it names. */
export function ifHeaderHolds(
  lists: readonly IfList[],
  stateOf: (resource: string | null) => ResourceState,
): boolean {
  return lists.some((list) => {
    const state = stateOf(list.resource);
    return list.conditions.every((condition) => {
      const matches =
        condition.kind === 'token'
          ? state.lockTokens.includes(condition.token)
          : state.etag !== null && opaque(state.etag) === opaque(condition.etag);
      return matches !== condition.negated;
    });
  });
}
