/**
 * Files pasted or dropped into the editor, on their way to becoming file shares (docs/EDITOR.md,
 * "Pasted and dropped files"): a placeholder in the text where each went while it uploads, the
 * share's link in its place when it is done, and the placeholder gone with a toast saying why when
 * it failed. The uploading itself is the upload feature's (upload/quickUploads.ts). Loaded with
 * the first pasted or dropped file (useEditorUploads.ts).
 */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import i18n from 'i18next';
import { apiBaseUrl } from '../../../../api/baseUrl';
import type { ToastApi } from '../../../../components/toast/useToast';
import { fileShareUrl } from '../../../../lib/shareLinks';
import type { EditorSurface } from '../editorSurface';
import * as text from './uploadText';

/** What the editor needs of the uploader: upload these, tell me of each, and the progress. */
export interface FileUploader {
  add(
    files: readonly File[],
    settle: (
      file: File,
      result: { ok: true; share: PublicFileInfo } | { ok: false; reason: string },
    ) => void,
  ): Promise<void>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): { count: number; percent: number } | null;
  dispose(): void;
}

export interface EditorUploadsDeps {
  surface: () => EditorSurface;
  toast: ToastApi;
  uploader: FileUploader;
}

export interface UploadRequest {
  files: readonly File[];
  /** Where they were dropped; null: at the caret. */
  at: number | null;
  markdown: boolean;
}

/** The share's page, and its bytes by a link that needs no ticket (it counts a view per load). */
export function linkOf(share: PublicFileInfo, file: File): text.UploadedLink {
  const slug = encodeURIComponent(share.slug);
  return {
    name: file.name,
    isImage: (file.type || share.mimetype).startsWith('image/'),
    pageUrl: fileShareUrl(share.slug),
    contentUrl: new URL(`${apiBaseUrl()}/api/file-view/${slug}`, window.location.href).href,
  };
}

export class EditorUploads {
  constructor(private readonly deps: EditorUploadsDeps) {}

  get progress(): Pick<FileUploader, 'subscribe' | 'getSnapshot'> {
    return this.deps.uploader;
  }

  /** Puts the placeholders in and starts the uploads (who may upload: useEditorUploads.ts). */
  async add(request: UploadRequest): Promise<void> {
    await i18n.loadNamespaces('editorUploads');
    const surface = this.deps.surface();
    if (surface.readOnly() || request.files.length === 0) return;
    const { value, selectionStart } = surface.current();
    const names = request.files.map((file) => file.name);
    const placeholders = text.uniquePlaceholders(names, value, (name) =>
      text.placeholderFor(i18n.t('editorUploads:uploading', { name }), request.markdown),
    );
    surface.replace(text.insertion(request.at ?? selectionStart, placeholders));
    const placeholderOf = new Map(request.files.map((file, i) => [file, placeholders[i]!]));
    await this.deps.uploader.add(request.files, (file, result) => {
      const replacement = result.ok
        ? text.linkText(linkOf(result.share, file), request.markdown)
        : '';
      const current = this.deps.surface();
      const change = text.settle(current.current().value, placeholderOf.get(file)!, replacement);
      if (change) current.replace(change);
      if (!result.ok)
        this.deps.toast.error(
          i18n.t('editorUploads:failed', { name: file.name, reason: result.reason }),
        );
    });
  }

  /** The editor has gone: stop the uploads (their placeholders stay in the draft). */
  dispose() {
    this.deps.uploader.dispose();
  }
}
