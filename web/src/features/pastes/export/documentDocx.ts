/**
 * Word export (docs/MARKDOWN.md): the rendered document, walked element by element, as a .docx:
 * headings, paragraphs with bold, italic, struck and code runs and links, nested lists, tables,
 * code blocks in a monospace font, block quotes (indented), images and diagrams as links to
 * where they are, math as its text.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
  type ParagraphChild,
} from 'docx';
import { inlineRuns, type RunStyle } from './docxRuns';

const MONO = 'Consolas';
const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;
const ORDERED = 'ordered';
const QUOTE_INDENT = 567; // Twips: 1 cm per level of quoting.
const CELL_BORDER = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' };

interface Context {
  quote: number;
  /** Ordered lists met so far: each restarts its numbering. */
  lists: { count: number };
}

function paragraph(children: ParagraphChild[], context: Context, extra = {}): Paragraph {
  const indent = context.quote ? { indent: { left: context.quote * QUOTE_INDENT } } : {};
  return new Paragraph({ children, ...indent, ...extra });
}

function codeBlock(pre: Element, context: Context): Paragraph {
  const lines = (pre.textContent ?? '').replace(/\n$/, '').split('\n');
  const runs = lines.map(
    (line, index) => new TextRun({ text: line, font: MONO, size: 20, break: index ? 1 : 0 }),
  );
  return paragraph(runs, context, {
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F3F4F6' },
    spacing: { before: 120, after: 120 },
  });
}

function list(element: Element, context: Context, level: number): FileChild[] {
  const ordered = element.tagName === 'OL';
  const instance = ordered ? ++context.lists.count : 0;
  const out: FileChild[] = [];
  for (const item of Array.from(element.children)) {
    if (item.tagName !== 'LI') continue;
    const marker = ordered
      ? { numbering: { reference: ORDERED, level, instance } }
      : { bullet: { level } };
    const inline: Node[] = [];
    const nested: Element[] = [];
    for (const child of Array.from(item.childNodes)) {
      if (child instanceof Element && /^(UL|OL|PRE|TABLE|BLOCKQUOTE)$/.test(child.tagName))
        nested.push(child);
      else if (child instanceof Element && child.tagName === 'P') inline.push(...child.childNodes);
      else inline.push(child);
    }
    out.push(paragraph(inlineRuns(inline, {}), context, marker));
    for (const child of nested)
      out.push(
        ...(/^(UL|OL)$/.test(child.tagName)
          ? list(child, context, level + 1)
          : block(child, context)),
      );
  }
  return out;
}

function table(element: Element): Table {
  const rows = Array.from(element.querySelectorAll('tr')).map((row) => {
    const header = row.parentElement?.tagName === 'THEAD';
    const style: RunStyle = header ? { bold: true } : {};
    return new TableRow({
      tableHeader: header,
      cantSplit: true,
      children: Array.from(row.children).map((cell) => {
        const align = cell.getAttribute('align') ?? (cell as HTMLElement).style?.textAlign;
        return new TableCell({
          borders: { top: CELL_BORDER, bottom: CELL_BORDER, left: CELL_BORDER, right: CELL_BORDER },
          children: [
            new Paragraph({
              children: inlineRuns(Array.from(cell.childNodes), style),
              alignment:
                align === 'center'
                  ? AlignmentType.CENTER
                  : align === 'right'
                    ? AlignmentType.RIGHT
                    : AlignmentType.LEFT,
            }),
          ],
        });
      }),
    });
  });
  return new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } });
}

function block(element: Element, context: Context): FileChild[] {
  const tag = element.tagName;
  const heading = /^H([1-6])$/.exec(tag);
  if (heading) {
    const level = HEADINGS[Number(heading[1]) - 1] ?? HeadingLevel.HEADING_6;
    return [paragraph(inlineRuns(Array.from(element.childNodes), {}), context, { heading: level })];
  }
  if (tag === 'P') return [paragraph(inlineRuns(Array.from(element.childNodes), {}), context)];
  if (tag === 'PRE') return [codeBlock(element, context)];
  if (tag === 'UL' || tag === 'OL') return list(element, context, 0);
  if (tag === 'TABLE') return [table(element), new Paragraph({})];
  if (tag === 'HR')
    return [
      new Paragraph({
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'BFBFBF', space: 1 } },
      }),
    ];
  if (tag === 'BLOCKQUOTE') return blocks(element, { ...context, quote: context.quote + 1 });
  if (tag === 'BUTTON' || tag === 'SCRIPT' || tag === 'STYLE') return [];
  // Containers (divs, figures, details, math displays): their blocks, or their text as a paragraph.
  const hasBlocks = Array.from(element.children).some((child) =>
    /^(H[1-6]|P|PRE|UL|OL|TABLE|HR|BLOCKQUOTE|DIV|FIGURE|SECTION|DETAILS)$/.test(child.tagName),
  );
  return hasBlocks
    ? blocks(element, context)
    : [paragraph(inlineRuns(Array.from(element.childNodes), {}), context)];
}

function blocks(element: Element, context: Context): FileChild[] {
  const out: FileChild[] = [];
  for (const child of Array.from(element.childNodes)) {
    if (child instanceof Element) out.push(...block(child, context));
    else if (child.textContent?.trim())
      out.push(paragraph([new TextRun(child.textContent.trim())], context));
  }
  return out;
}

/** The Word document for a rendered `.markdown-body` (or any element of blocks). */
export function docxDocument(element: HTMLElement, title: string): Document {
  const children = blocks(element, { quote: 0, lists: { count: 0 } });
  return new Document({
    title,
    creator: 'CloudPaste',
    numbering: {
      config: [
        {
          reference: ORDERED,
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children }],
  });
}

export function documentDocx(element: HTMLElement, title: string): Promise<Blob> {
  return Packer.toBlob(docxDocument(element, title));
}
