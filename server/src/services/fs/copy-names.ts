/**
 * The name a copy takes when it is made in the folder its original lies in: "report (1).pdf",
 * "report (2).pdf" … for files (the number before the extension), "photos (1)" for folders, the
 * first that is free, as file managers do.
 */
import { extensionOf } from '@cloudpaste/contracts';

/** The `n`th copy's name of `name`. */
export function copyName(name: string, n: number, isFolder: boolean): string {
  const ext = isFolder ? '' : extensionOf(name);
  const stem = ext ? name.slice(0, -(ext.length + 1)) : name;
  return `${stem} (${n})${ext ? name.slice(stem.length) : ''}`;
}

/** The first copy name `isTaken` says is free (tried in order from 1). */
export async function freeCopyName(
  name: string,
  isFolder: boolean,
  isTaken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = copyName(name, n, isFolder);
    if (!(await isTaken(candidate))) return candidate;
  }
}
