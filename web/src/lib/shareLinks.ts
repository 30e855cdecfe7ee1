/** Where shares live in this app: their public pages (relative and absolute) and the edit URL. */

/** Path of a text share's public page; opening it counts a view. */
export function pastePath(slug: string): string {
  return `/paste/${encodeURIComponent(slug)}`;
}

/** Path of a file share's public page; opening it counts a view. */
export function filePath(slug: string): string {
  return `/file/${encodeURIComponent(slug)}`;
}

/** Absolute link to hand out (copy, QR code), on the origin the user is on. */
export function pasteShareUrl(slug: string, origin: string = window.location.origin): string {
  return new URL(pastePath(slug), origin).href;
}

/** Absolute link to hand out (copy, QR code), on the origin the user is on. */
export function fileShareUrl(slug: string, origin: string = window.location.origin): string {
  return new URL(filePath(slug), origin).href;
}

/** Text management searching for this share, so it lands on the share's entry. */
export function pasteManagementPath(slug: string): string {
  return `/admin/text-management?${new URLSearchParams({ q: slug }).toString()}`;
}

/** The editor on Home opens a text share for editing at this URL. */
export function pasteEditPath(id: string): string {
  return `/?edit=${encodeURIComponent(id)}`;
}

/** Path of a folder share's page (docs/FOLDER-SHARES.md). */
export function folderSharePath(slug: string): string {
  return `/folder/${encodeURIComponent(slug)}`;
}

/** Absolute link to a folder share, to hand out (copy, QR code). */
export function folderShareLink(slug: string, origin: string = window.location.origin): string {
  return new URL(folderSharePath(slug), origin).href;
}
