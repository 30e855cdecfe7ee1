/** What the editor loads at its first pasted or dropped file (useEditorUploads.ts). */
import type { ToastApi } from '../../../../components/toast/useToast';
import { QuickUploads } from '../../../upload/quickUploads';
import type { EditorSurface } from '../editorSurface';
import { EditorUploads } from './EditorUploads';

export { UploadStatus } from './UploadStatus';

export function createEditorUploads(surface: () => EditorSurface, toast: ToastApi) {
  return new EditorUploads({ surface, toast, uploader: new QuickUploads() });
}
