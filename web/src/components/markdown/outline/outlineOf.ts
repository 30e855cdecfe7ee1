/**
 * The document's outline (docs/MARKDOWN.md): its headings in order, each with the id the renderer
 * gave it (headingIds.ts), read from the element tree the page already has.
 */
import type { MarkdownNode } from '../markdownTree';

export interface OutlineEntry {
  id: string;
  text: string;
  /** 1 for h1 … 6 for h6. */
  depth: number;
}

const HEADING = /^h([1-6])$/;

function textOf(node: MarkdownNode): string {
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (typeof node === 'string') return node;
  if (!node) return '';
  return textOf(node.props.children);
}

function collect(node: MarkdownNode, found: OutlineEntry[]): void {
  if (Array.isArray(node)) {
    for (const child of node) collect(child, found);
    return;
  }
  if (!node || typeof node === 'string') return;
  const level = HEADING.exec(node.type)?.[1];
  const id = node.props.id;
  if (level && typeof id === 'string') {
    found.push({ id, text: textOf(node.props.children).trim(), depth: Number(level) });
    return;
  }
  collect(node.props.children, found);
}

export function outlineOf(tree: MarkdownNode): OutlineEntry[] {
  const found: OutlineEntry[] = [];
  collect(tree, found);
  return found;
}
