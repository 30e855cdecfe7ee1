/** Which pasted file, if any, the editor imports instead of pasting text. */
import { classifyFile } from '../fileImport';

/** A pasted text file is imported; pasted text (even with an image beside it, as from a spreadsheet) is pasted. */
export function pastedFile(data: DataTransfer | null): File | undefined {
  const files = Array.from(data?.files ?? []);
  const textFile = files.find((f) => {
    const kind = classifyFile(f);
    return kind === 'markdown' || kind === 'text';
  });
  if (textFile) return textFile;
  return files.length > 0 && !data?.getData('text/plain') ? files[0] : undefined;
}
