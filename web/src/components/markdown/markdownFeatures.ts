/**
 * Which optional parts of the Markdown pipeline a document needs, told from its source alone:
 * KaTeX for math (a "$"), the HTML parser for raw HTML (a "<"), the highlighter for code. Each
 * test errs towards loading: a "$" that is no math only costs the download. Without the HTML
 * parser, raw HTML would show as text, never as markup. Dependency-free, so the page can ask
 * (for KaTeX's stylesheet) without loading the pipeline.
 */
export type Feature = 'math' | 'html' | 'code';
export const FEATURES: readonly Feature[] = ['math', 'html', 'code'];

const CODE = /```|~~~|^(?: {4}|\t)|<(?:pre|code)\b/m;
/** Fenced blocks and one-line code spans: a "$" in code (`${name}`, shell variables) is no math. */
const FENCED = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm;
const SPAN = /`[^`\n]*`/g;

/** The optional parts `source` needs. */
export function featuresOf(source: string): Feature[] {
  return FEATURES.filter((feature) => {
    if (feature === 'math') return source.replace(FENCED, '').replace(SPAN, '').includes('$');
    if (feature === 'html') return source.includes('<');
    return CODE.test(source);
  });
}
