/** Icons for the Markdown toolbar (decorative: each button carries its own name). */
import { OutlineIcon } from '../../../components/Icon';

const paths = {
  bold: 'M7 5h6a3.5 3.5 0 010 7H7zM7 12h7a3.5 3.5 0 010 7H7z',
  italic: 'M10 5h8M6 19h8M14 5l-4 14',
  strike: 'M5 12h14M16 7a4 3 0 00-4-2h-1a3.5 3.5 0 00-1 6.8M8 17a4 3 0 004 2h1a3.5 3.5 0 002.5-6',
  link: 'M10 14a4 4 0 005.66 0l3-3a4 4 0 00-5.66-5.66l-1 1M14 10a4 4 0 00-5.66 0l-3 3a4 4 0 005.66 5.66l1-1',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01',
  quote: 'M5 6v12M9 8h10M9 12h10M9 16h6',
  code: 'M8 8l-4 4 4 4M16 8l4 4-4 4',
  codeBlock: 'M4 4h16v16H4zM10 10l-2 2 2 2M14 10l2 2-2 2',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M4 9h3M4 14.5h3l-3 4h3',
  taskList: 'M4 5h5v5H4zM5.5 7.5l1 1 2-2M4 14h5v5H4zM12 7.5h8M12 16.5h8',
  indent: 'M4 6h16M11 10h9M11 14h9M4 18h16M4 9l3 3-3 3',
  outdent: 'M4 6h16M11 10h9M11 14h9M4 18h16M7 9l-3 3 3 3',
  table: 'M4 5h16v14H4zM4 10h16M4 15h16M10 5v14',
  addRow: 'M4 4h16v9H4zM4 8.5h16M12 16v5M9.5 18.5h5',
  removeRow: 'M4 4h16v9H4zM4 8.5h16M9.5 18.5h5',
  addColumn: 'M4 4h9v16H4zM8.5 4v16M18.5 9.5v5M16 12h5',
  removeColumn: 'M4 4h9v16H4zM8.5 4v16M16 12h5',
  align: 'M4 6h16M8 10h8M4 14h16M8 18h8',
  mathInline: 'M17 5H7l5 7-5 7h10',
  mathBlock: 'M3 4h18v16H3zM15 8H9l3 4-3 4h6',
  diagram: 'M4 4h6v5H4zM14 15h6v5h-6zM7 9v3.5h10V15',
  rule: 'M4 12h16M4 7h.01M4 17h.01M20 7h.01M20 17h.01',
  undo: 'M9 14L4 9l5-5M4 9h11a5 5 0 010 10h-3',
  redo: 'M15 14l5-5-5-5M20 9H9a5 5 0 000 10h3',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-5-5',
  upload: 'M12 16V4m0 0l-4 4m4-4l4 4M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3',
};

/** Headings read best as their level. */
const glyphs: Record<string, string> = { heading1: 'H1', heading: 'H2', heading3: 'H3' };

export type ToolbarIconName = keyof typeof paths | 'heading1' | 'heading' | 'heading3';

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  const glyph = glyphs[name];
  if (glyph)
    return (
      <span aria-hidden="true" className="block h-4 w-4 text-[0.7rem] leading-4 font-bold">
        {glyph}
      </span>
    );
  return <OutlineIcon path={paths[name as keyof typeof paths]} className="h-4 w-4" />;
}
