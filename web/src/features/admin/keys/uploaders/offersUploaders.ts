/**
 * Whether a key can use any uploader configuration (TEXT for the text uploader, FILE_SHARE for the
 * others): kept apart from the generators so the key list can ask without loading them.
 */
import { Permission } from '@cloudpaste/contracts';

export function offersUploaders(permissions: number): boolean {
  return (permissions & (Permission.TEXT | Permission.FILE_SHARE)) !== 0;
}
