/**
 * The pipeline's last step, in the worker: the hast tree to the page's element tree (markdownTree.ts)
 * through hast-util-to-jsx-runtime, as react-markdown would build React elements, but as plain data
 * that can cross to the page. A `pre` gets its code's text and language (CodeBlock's `code`).
 */
import type { Element, Root } from 'hast';
import { toJsxRuntime, type Jsx } from 'hast-util-to-jsx-runtime';
import { hastText } from './headingIds';
import { FRAGMENT, type CodeInfo, type MarkdownElement } from './markdownTree';

function hasClass(element: Element | undefined, name: string): boolean {
  const classes = element?.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}

function codeInfo(pre: Element): CodeInfo | undefined {
  const first = pre.children.find((child) => child.type === 'element');
  if (first?.tagName !== 'code') return undefined;
  // remark-rehype ends every code block with a newline that was not in the source.
  return {
    text: hastText(first).replace(/\n$/, ''),
    isMermaid: hasClass(first, 'language-mermaid'),
  };
}

/** Stands for `pre` as a "component", which is how hast-util-to-jsx-runtime passes its node. */
function Pre(): null {
  return null;
}

const element = ((type: string | typeof Pre, props: Record<string, unknown>, key?: string) => {
  const { node, ...rest } = props as { node?: Element } & Record<string, unknown>;
  if (type === Pre && node) rest.code = codeInfo(node);
  const created: MarkdownElement = { type: typeof type === 'string' ? type : 'pre', props: rest };
  if (key !== undefined) created.key = key;
  return created;
}) as unknown as Jsx;

/** The element tree of `tree`: its root is a fragment. */
export function hastToTree(tree: Root): MarkdownElement {
  return toJsxRuntime(tree, {
    Fragment: FRAGMENT,
    jsx: element,
    jsxs: element,
    components: { pre: Pre as unknown as 'pre' },
    ignoreInvalidStyle: true,
    passKeys: true,
    // Passed to components only (Pre); no node reaches the page.
    passNode: true,
  }) as unknown as MarkdownElement;
}
