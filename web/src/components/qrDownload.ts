/** The file name of a share's QR code downloads (qrImage.ts makes the files). */
import { fileBaseOf } from '../lib/saveFile';

/** "cloudpaste-<slug>". */
export function qrFileBase(slug: string): string {
  return `cloudpaste-${fileBaseOf(slug, 'share')}`;
}
