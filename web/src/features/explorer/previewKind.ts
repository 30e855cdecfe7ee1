/**
 * How a file in a mount is previewed. The server already applied the admin's preview settings
 * when it gave each item its `type`, so that code decides (lib/previewKind); folders get none.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { previewKindOf as previewKindOfFile, type PreviewKind } from '../../lib/previewKind';

export function previewKindOf(
  item: Pick<FsItem, 'name' | 'mimetype' | 'type' | 'isDirectory'>,
): PreviewKind {
  if (item.isDirectory) return { kind: 'none' };
  return previewKindOfFile(item.name, item.mimetype, item.type);
}

export const isImage = (item: FsItem) => previewKindOf(item).kind === 'image';
