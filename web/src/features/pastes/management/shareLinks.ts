/** Where a share lives: its public page (relative and absolute) and the editor's edit URL. */

/** Path of the public page; opening it counts a view. */
export function pastePath(slug: string): string {
  return `/paste/${encodeURIComponent(slug)}`;
}

/** Absolute link to hand out (copy, QR code), on the origin the admin is using. */
export function pasteShareUrl(slug: string, origin: string = window.location.origin): string {
  return new URL(pastePath(slug), origin).href;
}

/** The editor on Home opens a share for editing at this URL. */
export function pasteEditPath(id: string): string {
  return `/?edit=${encodeURIComponent(id)}`;
}
