/**
 * Rehype plugin: gives headings GitHub-style ids (prefixed "user-content-", as the sanitizer does
 * for ids written in HTML, so a heading can never clobber a global such as window.name).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

export const ID_PREFIX = 'user-content-';
const HEADING = /^h[1-6]$/;

/** Plain text of a hast subtree. */
export function hastText(node: Root | RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => hastText(child)).join('');
  return '';
}

/** github-slugger's rule: lower case, punctuation removed, spaces become hyphens. */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function* elements(node: Root | Element): Generator<Element> {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    yield child;
    yield* elements(child);
  }
}

export function rehypeHeadingIds() {
  return (tree: Root) => {
    const seen = new Map<string, number>();
    for (const element of elements(tree)) {
      if (!HEADING.test(element.tagName) || element.properties.id) continue;
      const base = slugify(hastText(element)) || 'section';
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      element.properties.id = ID_PREFIX + (count === 0 ? base : `${base}-${count}`);
    }
  };
}
