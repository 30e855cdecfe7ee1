/** What the editor does with pasted or dropped files: import a text file, upload the others. */
import { classifyFile } from '../fileImport';

/** A text file to import into the editor, files to upload as file shares, or nothing to do. */
export type FileAction = { kind: 'import'; file: File } | { kind: 'upload'; files: File[] } | null;

const isText = (file: File) => classifyFile(file) !== null;

/**
 * Dropped files: the first text file is imported (the editor holds one text), every other file
 * (an image, a PDF, an archive) uploads as a file share.
 */
export function droppedFiles(files: readonly File[]): { text?: File; uploads: File[] } {
  return { text: files.find(isText), uploads: files.filter((file) => !isText(file)) };
}

/**
 * A pasted text file is imported; pasted text (even with an image beside it, as a spreadsheet's
 * cells come) is pasted; pasted images and other files upload.
 */
export function pastedFiles(data: DataTransfer | null): FileAction {
  const files = Array.from(data?.files ?? []);
  const textFile = files.find((f) => {
    const kind = classifyFile(f);
    return kind === 'markdown' || kind === 'text';
  });
  if (textFile) return { kind: 'import', file: textFile };
  if (files.length === 0 || data?.getData('text/plain')) return null;
  const { text, uploads } = droppedFiles(files);
  if (uploads.length > 0) return { kind: 'upload', files: uploads };
  return text ? { kind: 'import', file: text } : null;
}

export interface FileHandlers {
  onFile: (file: File) => void;
  onUploadFiles: (files: File[]) => void;
}

/** Hands a paste's files on; true when the paste was theirs (the caller prevents the default). */
export function takePastedFiles(data: DataTransfer | null, handlers: FileHandlers): boolean {
  const action = pastedFiles(data);
  if (!action) return false;
  if (action.kind === 'import') handlers.onFile(action.file);
  else handlers.onUploadFiles(action.files);
  return true;
}
