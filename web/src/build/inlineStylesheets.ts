/**
 * The app's stylesheet goes into index.html as a <style>, not a <link>: a linked stylesheet blocks
 * the first paint until it arrives, and on HTTP/1.1 it queues behind the entry's script and
 * module preloads (six connections), so the page painted nothing until most of its JavaScript had
 * loaded. Inline, the first paint (the loading spinner) comes with the HTML itself. It is about
 * 10 KB gzipped; the service worker keeps index.html, so an installed app does not fetch it again.
 */

const STYLESHEET_LINK = /<link\s+rel="stylesheet"[^>]*?\shref="([^"]+)"[^>]*>/g;

/**
 * `html` with each `<link rel="stylesheet" href>` whose text `cssOf(href)` knows replaced by a
 * `<style>` of that text; links it does not know stay as they are.
 */
export function inlineStylesheets(
  html: string,
  cssOf: (href: string) => string | undefined,
): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = cssOf(href);
    if (css === undefined) return link;
    // Never produced by Tailwind; a stylesheet that held it would end the <style> early.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
    return `<style>${css}</style>`;
  });
}
