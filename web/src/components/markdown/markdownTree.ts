/**
 * The rendered share as it crosses from the Markdown worker to the page: React's element tree as
 * plain data (a tag, its props already in React's names, its children), which the page turns
 * into elements in one walk (MarkdownView). The worker does the rest, so the page needs neither
 * hast nor the tables that map HTML attributes to React props.
 */

/** The type of the root fragment. */
export const FRAGMENT = '#fragment';

import type { DiagramKind } from './diagrams/languages';

/** What a fenced code block carries beside its children, for CodeBlock. */
export interface CodeInfo {
  /** The code as written (without the newline the parser ends a block with). */
  text: string;
  /** A diagram's block (```mermaid, ```dot, ```echarts…): drawn as a picture (diagrams/). */
  diagram?: DiagramKind;
}

export interface MarkdownElement {
  type: string;
  key?: string;
  props: { children?: MarkdownNode; code?: CodeInfo } & Record<string, unknown>;
}

export type MarkdownNode = MarkdownElement | string | null | undefined | MarkdownNode[];

/** What the worker answers for a document. */
export interface RenderedMarkdown {
  tree: MarkdownElement;
  /** It has math: the page loads KaTeX's stylesheet and fonts. */
  hasMath: boolean;
}
