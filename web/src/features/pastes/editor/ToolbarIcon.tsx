/** Outline icons for the Markdown toolbar (decorative: each button carries its own name). */
import { OutlineIcon } from '../../../components/Icon';
import type { MarkdownAction } from './markdownActions';

const paths: Record<MarkdownAction | 'upload', string> = {
  bold: 'M7 5h6a3.5 3.5 0 010 7H7zM7 12h7a3.5 3.5 0 010 7H7z',
  italic: 'M10 5h8M6 19h8M14 5l-4 14',
  heading: 'M6 5v14M18 5v14M6 12h12',
  link: 'M10 14a4 4 0 005.66 0l3-3a4 4 0 00-5.66-5.66l-1 1M14 10a4 4 0 00-5.66 0l-3 3a4 4 0 005.66 5.66l1-1',
  quote: 'M5 6v12M9 8h10M9 12h10M9 16h6',
  code: 'M8 8l-4 4 4 4M16 8l4 4-4 4',
  codeBlock: 'M4 4h16v16H4zM10 10l-2 2 2 2M14 10l2 2-2 2',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  taskList: 'M4 5h5v5H4zM5.5 7.5l1 1 2-2M4 14h5v5H4zM12 7.5h8M12 16.5h8',
  table: 'M4 5h16v14H4zM4 10h16M4 15h16M10 5v14',
  rule: 'M4 12h16M4 7h.01M4 17h.01M20 7h.01M20 17h.01',
  upload: 'M12 16V4m0 0l-4 4m4-4l4 4M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3',
};

export function ToolbarIcon({ name }: { name: keyof typeof paths }) {
  return <OutlineIcon path={paths[name]} className="h-4 w-4" />;
}
