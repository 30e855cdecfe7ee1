/** The WebDAV address of this server in the forms different clients want it. */

export const WEBDAV_PATH = '/dav';

export function webdavUrl(origin: string): string {
  return origin.replace(/\/+$/, '') + WEBDAV_PATH;
}

/** GNOME Files (gvfs) names WebDAV schemes dav:// and davs:// instead of http:// and https://. */
export function gnomeUrl(url: string): string {
  return url.replace(/^https:\/\//i, 'davs://').replace(/^http:\/\//i, 'dav://');
}

export function isSecure(url: string): boolean {
  return /^https:\/\//i.test(url);
}

/** A ready-to-paste rclone remote definition; credentials stay placeholders the admin fills in. */
export function rcloneCommand(url: string, user: string, password: string): string {
  return `rclone config create cloudpaste webdav url=${url} vendor=other user=${user} pass=$(rclone obscure ${password})`;
}
