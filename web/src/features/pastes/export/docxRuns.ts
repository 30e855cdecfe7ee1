/**
 * The inline part of the Word export (documentDocx.ts): text runs with bold, italic, strikethrough
 * and code, links as hyperlinks, images and diagrams as links to them, line breaks.
 */
import { ExternalHyperlink, TextRun, type ParagraphChild } from 'docx';

export interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  strike?: boolean;
  code?: boolean;
}

const MONO = 'Consolas';

function styleOf(element: Element, style: RunStyle): RunStyle {
  switch (element.tagName) {
    case 'STRONG':
    case 'B':
    case 'TH':
      return { ...style, bold: true };
    case 'EM':
    case 'I':
      return { ...style, italics: true };
    case 'DEL':
    case 'S':
      return { ...style, strike: true };
    case 'CODE':
    case 'KBD':
      return { ...style, code: true };
    default:
      return style;
  }
}

function run(text: string, style: RunStyle, link = false): TextRun {
  return new TextRun({
    text,
    bold: style.bold,
    italics: style.italics,
    strike: style.strike,
    ...(style.code
      ? { font: MONO, shading: { type: 'clear', color: 'auto', fill: 'F3F4F6' } }
      : {}),
    ...(link ? { style: 'Hyperlink' } : {}),
  });
}

/** An absolute http(s) or mailto address, or nothing (page-only or odd links stay text). */
function linkTarget(href: string | null): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, document.baseURI);
    return /^(https?|mailto):$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function image(element: HTMLImageElement, style: RunStyle): ParagraphChild {
  const label = `[${element.alt || element.getAttribute('title') || 'image'}]`;
  const target = element.src.startsWith('blob:')
    ? undefined
    : linkTarget(element.getAttribute('src'));
  return target
    ? new ExternalHyperlink({ link: target, children: [run(label, style, true)] })
    : run(label, style);
}

export function inlineRuns(nodes: Node[], style: RunStyle): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  for (const node of nodes) {
    if (node.nodeType === 3) {
      const text = (node.textContent ?? '').replace(/\s*\n\s*/g, ' ');
      if (text) out.push(run(text, style));
      continue;
    }
    if (!(node instanceof Element)) continue;
    // KaTeX draws math twice (MathML and HTML): its annotation is the readable TeX.
    if (node.classList.contains('katex')) {
      const tex = node.querySelector('annotation')?.textContent ?? node.textContent ?? '';
      out.push(run(tex, { ...style, code: true }));
      continue;
    }
    if (node.tagName === 'BUTTON' || node.getAttribute('aria-hidden') === 'true') continue;
    if (node.tagName === 'BR') out.push(new TextRun({ text: '', break: 1 }));
    else if (node.tagName === 'IMG') out.push(image(node as HTMLImageElement, style));
    else if (node.tagName === 'INPUT')
      out.push(run((node as HTMLInputElement).checked ? '☑ ' : '☐ ', style));
    else if (node.tagName === 'A') {
      const target = linkTarget(node.getAttribute('href'));
      const children = inlineRuns(Array.from(node.childNodes), style).filter(
        (child): child is TextRun => child instanceof TextRun,
      );
      if (target) out.push(new ExternalHyperlink({ link: target, children }));
      else out.push(...children);
    } else out.push(...inlineRuns(Array.from(node.childNodes), styleOf(node, style)));
  }
  return out;
}
