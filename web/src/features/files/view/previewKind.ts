/**
 * How a shared file is previewed, from the type the server derived with the admin's preview
 * settings (the `type` codes of docs/API.md) by the one rule in lib/previewKind. Without a usable
 * type the contracts' defaults decide.
 */
import { fileTypeOf, FileType, type PublicFileInfo } from '@cloudpaste/contracts';
import { previewKindOf as previewKindOfFile, type PreviewKind } from '../../../lib/previewKind';

export function previewKindOf(
  file: Pick<PublicFileInfo, 'filename' | 'mimetype' | 'type'>,
): PreviewKind {
  const known =
    Object.values(FileType).includes(file.type as FileType) && file.type !== FileType.UNKNOWN;
  const type = known ? file.type : fileTypeOf(file.filename, file.mimetype);
  return previewKindOfFile(file.filename, file.mimetype, type);
}
