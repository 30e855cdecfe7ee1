/**
 * Standalone HTML export (docs/MARKDOWN.md): one file with the page's stylesheets inlined (the
 * document's, code highlighting and KaTeX), diagrams as data, images kept as links, and a
 * Content-Security-Policy that lets no script run. Always light: the reader's theme is a screen
 * preference.
 */
import { inlineDiagrams } from '../../../components/markdown/renderedCopy';
import { cleanClone } from './exportTarget';

/** The text of every stylesheet the page has, with relative url()s made absolute (fonts). */
export function pageCss(doc: Document = document): string {
  const parts: string[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // Another origin's sheet: unreadable, and not ours anyway.
    }
    const base = sheet.href ?? doc.baseURI;
    for (const rule of Array.from(rules)) parts.push(absoluteUrls(rule.cssText, base));
  }
  return parts.join('\n');
}

function absoluteUrls(css: string, base: string): string {
  return css.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote: string, url: string) => {
    if (/^(data|blob):/i.test(url) || url.startsWith('#')) return whole;
    try {
      return `url(${quote}${new URL(url, base).href}${quote})`;
    } catch {
      return whole;
    }
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; font-src * data:; base-uri 'none'; form-action 'none'";

export async function standaloneHtml(
  element: HTMLElement,
  title: string,
  lang: string,
  css = pageCss(),
): Promise<string> {
  const clone = cleanClone(element);
  await inlineDiagrams(clone);
  for (const image of clone.querySelectorAll<HTMLImageElement>('img[src]'))
    image.setAttribute('src', new URL(image.getAttribute('src') ?? '', document.baseURI).href);
  // The whole page's CSS targets the whole page: the document keeps its own classes and width.
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${css.replace(/<\/style/gi, '<\\/style')}
body { margin: 0; background: #fff; color: #111827; }
.export-page { max-width: 56rem; margin: 0 auto; padding: 2rem 1.25rem; }
</style>
</head>
<body>
<main class="export-page">${clone.outerHTML}</main>
</body>
</html>
`;
}
