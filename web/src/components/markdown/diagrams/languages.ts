/**
 * The fenced-code languages drawn as pictures instead of code (docs/MARKDOWN.md, "Diagrams and
 * charts"). Only names live here, so the worker and the page can tell a diagram without loading
 * any drawing library.
 */

/** The kinds of diagram, one renderer each (renderers.ts). */
export type DiagramKind = 'mermaid' | 'flow' | 'dot' | 'echarts' | 'markmap' | 'abc';

/** A fence's language -> the diagram it is drawn as. */
const KIND_OF_LANGUAGE: Readonly<Record<string, DiagramKind>> = Object.freeze({
  mermaid: 'mermaid',
  flow: 'flow',
  flowchart: 'flow',
  dot: 'dot',
  graphviz: 'dot',
  echarts: 'echarts',
  markmap: 'markmap',
  abc: 'abc',
});

/** Every fence language that is a diagram (shown as written, never highlighted as code). */
export const DIAGRAM_LANGUAGES: readonly string[] = Object.freeze(Object.keys(KIND_OF_LANGUAGE));

/** The diagram a fence of `language` is drawn as, if any. */
export function diagramKindOf(language: string | undefined): DiagramKind | undefined {
  return language && Object.hasOwn(KIND_OF_LANGUAGE, language)
    ? KIND_OF_LANGUAGE[language]
    : undefined;
}
