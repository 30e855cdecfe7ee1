/**
 * PDF export (docs/MARKDOWN.md): the browser's own print, which keeps the text real and
 * selectable and uses the system's fonts (Chinese included). print.css hides the app around the
 * document and keeps code blocks, table rows, figures and diagrams whole on a page.
 * A dark theme is lifted while printing (paper is white) and comes back after it.
 */
export function printDocument(win: Window = window): void {
  const root = win.document.documentElement;
  if (root.classList.contains('dark')) {
    root.classList.remove('dark');
    win.addEventListener('afterprint', () => root.classList.add('dark'), { once: true });
  }
  win.print();
}
