/**
 * Paper is white: a dark theme is lifted while the page prints, by Export PDF or by the browser's
 * own Print, and comes back after (docs/MARKDOWN.md, "Export"). Returns the listeners' removal.
 */
export function lightWhilePrinting(win: Window = window): () => void {
  const root = win.document.documentElement;
  let lifted = false;
  const before = () => {
    lifted = root.classList.contains('dark');
    if (lifted) root.classList.remove('dark');
  };
  const after = () => {
    if (lifted) root.classList.add('dark');
    lifted = false;
  };
  win.addEventListener('beforeprint', before);
  win.addEventListener('afterprint', after);
  return () => {
    win.removeEventListener('beforeprint', before);
    win.removeEventListener('afterprint', after);
  };
}
