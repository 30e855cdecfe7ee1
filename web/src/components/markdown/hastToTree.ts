/**
 * The pipeline's last step, in the worker: the hast tree to the page's element tree (markdownTree.ts)
 * through hast-util-to-jsx-runtime, as react-markdown would build React elements, but as plain data
 * that can cross to the page. A `pre` gets its code's text and language (CodeBlock's `code`).
 */
import type { Element, Root } from 'hast';
import { toJsxRuntime, type Jsx } from 'hast-util-to-jsx-runtime';
import { diagramKindOf, type DiagramKind } from './diagrams/languages';
import { hastText } from './headingIds';
import { FRAGMENT, type CodeInfo, type MarkdownElement } from './markdownTree';

/** The diagram a `code` element's `language-…` class names, if any. */
function diagramOf(code: Element): DiagramKind | undefined {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return undefined;
  const language = classes.find((name) => String(name).startsWith('language-'));
  return diagramKindOf(language === undefined ? undefined : String(language).slice(9));
}

function codeInfo(pre: Element): CodeInfo | undefined {
  const first = pre.children.find((child) => child.type === 'element');
  if (first?.tagName !== 'code') return undefined;
  // remark-rehype ends every code block with a newline that was not in the source.
  const info: CodeInfo = { text: hastText(first).replace(/\n$/, '') };
  const diagram = diagramOf(first);
  if (diagram) info.diagram = diagram;
  return info;
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
