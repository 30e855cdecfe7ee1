/** Imports a local file into the editor: checks it, then replaces empty content or asks replace/insert. */
import { EDITOR_FILE_MAX_BYTES, type PasteFormat } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/useToast';
import { readImportFile } from './fileImport';

export interface ImportedFile {
  name: string;
  content: string;
  format: PasteFormat;
}

export interface FileImportTarget {
  /** The editor's current text: empty text is replaced without asking. */
  content: string;
  replace(file: ImportedFile): void;
  insertAtCursor(text: string): void;
}

const MAX_MB = EDITOR_FILE_MAX_BYTES / (1024 * 1024);

export function useFileImport(target: FileImportTarget) {
  const { t } = useTranslation('editor');
  const toast = useToast();
  const [isReading, setIsReading] = useState(false);
  const [error, setError] = useState<string>();
  /** A read file waiting for the user to choose replace or insert. */
  const [pending, setPending] = useState<ImportedFile | null>(null);

  function replace(file: ImportedFile) {
    target.replace(file);
    setPending(null);
    toast.success(t('import.done', { name: file.name }));
  }

  async function importFile(file: File) {
    setError(undefined);
    setIsReading(true);
    const result = await readImportFile(file);
    setIsReading(false);
    if (!result.ok) {
      if (result.error === 'tooLarge')
        setError(t('import.errors.tooLarge', { name: result.name, max: MAX_MB }));
      else if (result.error === 'notText')
        setError(t('import.errors.notText', { name: result.name }));
      else setError(t('import.errors.readFailed', { name: result.name }));
      return;
    }
    const imported = { name: result.name, content: result.content, format: result.format };
    if (target.content.trim() === '') replace(imported);
    else setPending(imported);
  }

  function insertPending() {
    if (!pending) return;
    target.insertAtCursor(pending.content);
    setPending(null);
    toast.success(t('import.done', { name: pending.name }));
  }

  return {
    importFile,
    isReading,
    error,
    clearError: () => setError(undefined),
    pending,
    replacePending: () => pending && replace(pending),
    insertPending,
    cancelPending: () => setPending(null),
  };
}

export type FileImport = ReturnType<typeof useFileImport>;
