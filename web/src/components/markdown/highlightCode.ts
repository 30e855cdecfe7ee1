/**
 * Syntax highlighting of code blocks (the `code` part of the Markdown pipeline): lowlight with no
 * grammar built in; the grammars a document names are registered before it renders
 * (registerGrammars, from codeLanguages.ts). A block in a grammar that is not registered, or in
 * one of `plainText`, stays as it is.
 */
import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { createLowlight } from 'lowlight';
import { visit } from 'unist-util-visit';
import { grammarOf, GRAMMARS } from './codeLanguages';

const lowlight = createLowlight();

/** Whether the grammar `name` (a highlight.js name) is registered. */
export function isRegistered(name: string): boolean {
  return lowlight.registered(name);
}

/** Registers the grammars named (highlight.js names) that are not yet. */
export async function registerGrammars(names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const load = GRAMMARS[name];
      if (!load || lowlight.registered(name)) return;
      const { default: grammar } = await load();
      lowlight.register(name, grammar);
    }),
  );
}

/** The language a `code` element asks for (`language-ts`, `lang-ts`); none for `no-highlight`. */
function languageOf(node: Element): string | undefined {
  const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
  if (classes.includes('no-highlight') || classes.includes('nohighlight')) return undefined;
  for (const value of classes.map(String)) {
    const match = /^lang(?:uage)?-(.+)$/.exec(value);
    if (match) return match[1];
  }
  return undefined;
}

export interface HighlightOptions {
  /** Languages shown as written (mermaid's source, plain text). */
  plainText?: readonly string[];
}

/** The rehype plugin: `pre > code` blocks in a registered grammar become highlighted spans. */
export function rehypeCodeHighlight({ plainText = [] }: HighlightOptions = {}) {
  return (tree: Root) => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const language = languageOf(node);
      if (!language || plainText.includes(language)) return;
      const grammar = grammarOf(language);
      if (!grammar || !lowlight.registered(grammar)) return;
      const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
      node.properties.className = ['hljs', ...classes.filter((name) => name !== 'hljs')];
      const result = lowlight.highlight(grammar, toText(node, { whitespace: 'pre' }), {
        prefix: 'hljs-',
      });
      if (result.children.length > 0) node.children = result.children as Element['children'];
    });
  };
}
