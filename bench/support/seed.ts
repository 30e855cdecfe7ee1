/** Empty files written straight into a local storage directory, for listing and search benches. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `count` files named like real ones (`report-012345.pdf`) under `root/folder`, spread over
 * sub-folders of `perFolder` (`folder-0012/`) unless `perFolder` >= `count`, when they are all in one.
 */
export function seedFiles(root: string, folder: string, count: number, perFolder: number): void {
  const kinds = ['report', 'photo', 'notes', 'invoice', 'backup'];
  const exts = ['pdf', 'jpg', 'md', 'xlsx', 'zip'];
  for (let i = 0; i < count; i++) {
    const dir =
      perFolder >= count
        ? join(root, folder)
        : join(root, folder, `folder-${String(Math.floor(i / perFolder)).padStart(4, '0')}`);
    if (i % perFolder === 0) mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${kinds[i % 5]}-${String(i).padStart(6, '0')}.${exts[i % 5]}`), '');
  }
}
