/**
 * Editing a text file in place: a textarea over the text read for the preview, saved with
 * POST /fs/update. More than 10 MB is refused before sending (SPEC §8, §9). Unsaved changes are
 * guarded: closing the preview, navigating away, cancelling or closing the tab asks first.
 */
import type { FsFileInfo } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationBlocker } from '../../../app/router/RouterView';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { useToast } from '../../../components/toast/useToast';
import { useLeaveWarning } from '../../../components/useLeaveWarning';
import { formatBytes } from '../../../lib/format';
import { useSaveText } from '../actions/api';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { byteLength, saveTextError, tooLargeToSave } from './saveTextError';

export interface TextEditorProps {
  file: FsFileInfo;
  initial: string;
  /** Back to the preview, saved or not. */
  onDone: () => void;
}

export function TextEditor({ file, initial, onDone }: TextEditorProps) {
  const { t, i18n } = useTranslation('explorer');
  const toast = useToast();
  const save = useSaveText();
  const [content, setContent] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [isCancelling, setIsCancelling] = useState(false);
  const isDirty = content !== initial && !save.isSuccess;
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useLeaveWarning(isDirty);

  function submit() {
    const refusal = tooLargeToSave(content, t);
    setProblem(refusal);
    if (refusal) return;
    save.mutate(
      { path: file.path, content },
      {
        onSuccess: () => {
          toast.success(t('editor.saved', { name: file.name }));
          onDone();
        },
        onError: (error) => setProblem(saveTextError(error, t)),
      },
    );
  }

  return (
    <div className="space-y-2" data-testid="text-editor">
      <textarea
        value={content}
        onChange={(event) => setContent(event.target.value)}
        aria-label={t('editor.label', { name: file.name })}
        spellCheck={false}
        data-testid="text-editor-input"
        className="block h-[60vh] w-full resize-y rounded-md border border-gray-300 bg-white p-3 font-mono text-sm text-gray-900 focus:ring-2 focus:ring-blue-500 focus:outline-none dark:border-gray-600 dark:bg-gray-950 dark:text-gray-100"
      />
      <FormAlert message={problem} testId="text-editor-error" />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="mr-auto text-xs text-gray-500 tabular-nums dark:text-gray-400">
          {t('editor.size', { size: formatBytes(byteLength(content), i18n.language) })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={save.isPending}
          onClick={() => (isDirty ? setIsCancelling(true) : onDone())}
        >
          {t('editor.cancel')}
        </Button>
        <Button size="sm" onClick={submit} loading={save.isPending} data-testid="text-editor-save">
          {t('editor.save')}
        </Button>
      </div>
      {(isCancelling || blocker.state === 'blocked') && (
        <DiscardChangesDialog
          onDiscard={() => (blocker.state === 'blocked' ? blocker.proceed() : onDone())}
          onKeep={() => (blocker.state === 'blocked' ? blocker.reset() : setIsCancelling(false))}
        />
      )}
    </div>
  );
}
