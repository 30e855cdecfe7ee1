/**
 * PDF export (docs/MARKDOWN.md): the browser's own print, which keeps the text real and
 * selectable and uses the system's fonts (Chinese included). print.css hides the app around the
 * document and keeps code blocks, table rows, figures and diagrams whole on a page.
 */
export function printDocument(win: Window = window): void {
  win.print();
}
