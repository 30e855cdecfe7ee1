/**
 * Downloads handed to the browser: files the page itself makes (a share's text, a QR code), and
 * links the browser's download manager fetches and streams to disk itself.
 */

/** How long the object URL outlives the click; the browser has started the download by then. */
const REVOKE_AFTER_MS = 10_000;

/** A slug made safe as a file name's base: slugs are filename-safe already, but a stray character must not break one. */
export function fileBaseOf(slug: string, fallback: string): string {
  return slug.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '') || fallback;
}

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  saveLink(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Has the browser download `href` (same-origin links take `filename`; others name themselves). */
export function saveLink(href: string, filename: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.rel = 'noopener noreferrer';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
