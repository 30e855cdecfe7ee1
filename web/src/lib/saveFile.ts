/** Files the page itself makes (a share's text, a QR code) handed to the browser as downloads. */

/** How long the object URL outlives the click; the browser has started the download by then. */
const REVOKE_AFTER_MS = 10_000;

/** A slug made safe as a file name's base: slugs are filename-safe already, but a stray character must not break one. */
export function fileBaseOf(slug: string, fallback: string): string {
  return slug.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '') || fallback;
}

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
