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

/** Where the davfs2 instructions mount the drive. */
export const DAVFS_MOUNT_POINT = '/mnt/cloudpaste';

/** The address as davfs2 mounts it: with a trailing slash, naming the collection itself. */
const davfsSource = (url: string) => `${url.replace(/\/+$/, '')}/`;

/** A davfs2 mount of the address. */
export function davfs2Command(url: string): string {
  return `sudo mount -t davfs ${davfsSource(url)} ${DAVFS_MOUNT_POINT}`;
}

/** The /etc/fstab line that lets users mount it without sudo. */
export function davfs2FstabLine(url: string): string {
  return `${davfsSource(url)} ${DAVFS_MOUNT_POINT} davfs user,noauto 0 0`;
}
