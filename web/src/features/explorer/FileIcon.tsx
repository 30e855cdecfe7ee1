/** The icon of a listing entry by its kind: mount, folder, or the file's preview type. */
import type { FsItem } from '@cloudpaste/contracts';
import { Glyph } from './Glyph';
import type { GlyphName } from './glyphs';
import { previewKindOf } from './previewKind';

const BY_KIND: Record<string, [GlyphName, string]> = {
  image: ['image', 'text-emerald-600 dark:text-emerald-400'],
  video: ['video', 'text-purple-600 dark:text-purple-400'],
  audio: ['audio', 'text-pink-600 dark:text-pink-400'],
  pdf: ['pdf', 'text-red-600 dark:text-red-400'],
  office: ['office', 'text-blue-700 dark:text-blue-400'],
  markdown: ['text', 'text-slate-600 dark:text-slate-300'],
  code: ['text', 'text-cyan-700 dark:text-cyan-400'],
  text: ['text', 'text-slate-600 dark:text-slate-300'],
  none: ['file', 'text-gray-500 dark:text-gray-400'],
};

export function iconOf(item: FsItem): [GlyphName, string] {
  if (item.isDirectory) {
    // A mount's own folder looks like a drive: it is where a storage begins.
    return item.mount_id
      ? ['mount', 'text-indigo-600 dark:text-indigo-400']
      : ['folder', 'text-amber-500 dark:text-amber-400'];
  }
  return BY_KIND[previewKindOf(item).kind] ?? ['file', 'text-gray-500 dark:text-gray-400'];
}

export function FileIcon({ item, className = 'h-5 w-5' }: { item: FsItem; className?: string }) {
  const [name, color] = iconOf(item);
  return <Glyph name={name} className={`${className} shrink-0 ${color}`} />;
}
