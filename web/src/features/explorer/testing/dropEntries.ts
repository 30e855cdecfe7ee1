/** FileSystemEntry stand-ins for drop tests: files, and folders read in batches of two. */

export const fileEntry = (name: string, body = 'x') =>
  ({
    isFile: true,
    name,
    file: (resolve: (file: File) => void) => resolve(new File([body], name)),
  }) as unknown as FileSystemEntry;

/** A folder whose reader answers two entries at a time, as Chrome answers 100 at a time. */
export function dirEntry(name: string, children: FileSystemEntry[]): FileSystemEntry {
  return {
    isFile: false,
    name,
    createReader: () => {
      let rest = children;
      return {
        readEntries: (resolve: (entries: FileSystemEntry[]) => void) => {
          const batch = rest.slice(0, 2);
          rest = rest.slice(2);
          resolve(batch);
        },
      };
    },
  } as unknown as FileSystemEntry;
}
