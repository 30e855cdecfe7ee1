/**
 * What was dropped, as uploads: plain files at the top, and, where the browser exposes entries
 * (webkitGetAsEntry), folders read to the bottom with each file's place below the drop target and
 * the empty folders to create too.
 */
import type { UploadEntry, UploadRequest } from '../transfer/uploadJob';

type Dropped = Pick<UploadRequest, 'entries' | 'dirs'>;

const fileOf = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** A folder's entries: readEntries answers in batches (100 in Chrome) until it answers none. */
async function childrenOf(entry: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = entry.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function walk(entry: FileSystemEntry, dir: string, out: Required<Dropped>) {
  if (entry.isFile) {
    out.entries.push({ file: await fileOf(entry as FileSystemFileEntry), dir });
    return;
  }
  const path = dir ? `${dir}/${entry.name}` : entry.name;
  const children = await childrenOf(entry as FileSystemDirectoryEntry);
  if (children.length === 0) out.dirs.push(path);
  for (const child of children) await walk(child, path, out);
}

/**
 * `entries` must be taken from the DataTransfer during the drop event (they vanish after it);
 * without them (an older browser, a paste) the files are taken as they are.
 */
export async function readDropped(
  entries: (FileSystemEntry | null)[],
  files: File[],
): Promise<Dropped> {
  const usable = entries.filter((entry): entry is FileSystemEntry => entry !== null);
  if (usable.length === 0)
    return { entries: files.map((file): UploadEntry => ({ file, dir: '' })) };
  const out: Required<Dropped> = { entries: [], dirs: [] };
  for (const entry of usable) await walk(entry, '', out);
  return out;
}

/** The entries of a drop, read while the event lasts. */
export function droppedEntries(transfer: DataTransfer): (FileSystemEntry | null)[] {
  return Array.from(transfer.items ?? [], (item) =>
    item.kind === 'file' ? (item.webkitGetAsEntry?.() ?? null) : null,
  );
}
