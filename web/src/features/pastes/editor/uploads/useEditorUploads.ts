/**
 * Pasted and dropped files that are not text upload as file shares (docs/EDITOR.md). Only this
 * hook is in the home page's first script: the uploader itself (the upload engine, its status
 * line, its translations) loads at the first such file.
 */
import { Permission } from '@cloudpaste/contracts';
import { createElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../../auth/useAuth';
import { useToast } from '../../../../components/toast/useToast';
import i18n from 'i18next';
import type { EditorSurface } from '../editorSurface';
import type { EditorUploads } from './EditorUploads';
import type * as Lazy from './lazyUploads';

type Loaded = { module: typeof Lazy; uploads: EditorUploads };

export function useEditorUploads(
  surface: () => EditorSurface,
  markdown: boolean,
  onBusy?: (busy: boolean) => void,
) {
  const auth = useAuth();
  const toast = useToast();
  const { t } = useTranslation('editor');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const loading = useRef<Promise<Loaded> | null>(null);
  const latest = useRef({ surface, toast, onBusy });
  useEffect(() => {
    latest.current = { surface, toast, onBusy };
  });
  useEffect(() => {
    if (!loaded) return;
    const { progress } = loaded.uploads;
    const tell = () => latest.current.onBusy?.(progress.getSnapshot() !== null);
    // The first batch may have started before this effect ran.
    tell();
    return progress.subscribe(tell);
  }, [loaded]);
  useEffect(() => () => void loading.current?.then(({ uploads }) => uploads.dispose()), []);

  function upload(files: readonly File[], at: number | null = null) {
    // Refused before anything loads: the admin and keys with the file-share permission upload.
    if (!auth.can(Permission.FILE_SHARE)) {
      void i18n
        .loadNamespaces('editorUploads')
        .then(() => toast.error(i18n.t('editorUploads:refused')));
      return;
    }
    // The status line's words are in before it renders: a component suspending there would hide
    // the editor card, and hiding it takes the editor down (its layout effects are cleaned up).
    loading.current ??= Promise.all([
      import('./lazyUploads'),
      i18n.loadNamespaces('editorUploads'),
    ]).then(([module]) => {
      const uploads = module.createEditorUploads(() => latest.current.surface(), {
        success: (...args) => latest.current.toast.success(...args),
        error: (...args) => latest.current.toast.error(...args),
        info: (...args) => latest.current.toast.info(...args),
      });
      const next = { module, uploads };
      setLoaded(next);
      return next;
    });
    loading.current.then(
      ({ uploads }) => uploads.add({ files, at, markdown }),
      () => {
        loading.current = null;
        toast.error(t('uploadLoadFailed'));
      },
    );
  }

  const status = loaded
    ? createElement(loaded.module.UploadStatus, { uploads: loaded.uploads })
    : null;
  return { upload, status };
}
