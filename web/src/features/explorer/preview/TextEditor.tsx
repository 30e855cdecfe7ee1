/**
 * Editing a text file in place: a textarea over the text read for the preview, saved in the
 * encoding it was read in unless another is picked (docs/TEXT-ENCODINGS.md); the note under it
 * says which before anything is sent. More than 10 MB is refused before sending. Unsaved changes
 * are guarded: closing the preview, navigating away, cancelling or closing the tab asks first.
 */
import type { FsFileInfo } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { TextEncodingSelect } from '../../../components/TextEncodingSelect';
import { useToast } from '../../../components/toast/useToast';
import type { DecodedFile } from '../../../components/useDecodedText';
import { useLeaveWarning } from '../../../components/useLeaveWarning';
import { useNavigationBlocker } from '../../../components/useNavigationBlocker';
import { formatBytes } from '../../../lib/format';
import { ENCODING_NAMES, type TextEncodingId } from '../../../lib/textEncoding';
import { encodedLength } from '../../../lib/textEncoding/encodedLength';
import { useSaveText } from '../actions/api';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { saveTextError, tooLargeToSave } from './saveTextError';
import { keepsBom, textToSave, type Unencodable } from './textToSave';
import { UnencodableNotice } from './UnencodableNotice';

export interface TextEditorProps {
  file: FsFileInfo;
  /** The text as the preview decoded it, with the encoding it was read in. */
  initial: DecodedFile;
  /** Back to the preview, saved or not. */
  onDone: () => void;
}

export function TextEditor({ file, initial, onDone }: TextEditorProps) {
  const { t, i18n } = useTranslation('explorer');
  const toast = useToast();
  const save = useSaveText();
  const [content, setContent] = useState(initial.text);
  const [saveAs, setSaveAs] = useState<TextEncodingId>(initial.encoding);
  const [problem, setProblem] = useState<string | null>(null);
  const [unencodable, setUnencodable] = useState<Unencodable | null>(null);
  const [isCancelling, setIsCancelling] = useState(false);
  const isDirty = content !== initial.text && !save.isSuccess;
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useLeaveWarning(isDirty);
  const name = ENCODING_NAMES[saveAs];

  function submit(encoding = saveAs) {
    const prepared = textToSave(file.path, content, encoding, keepsBom(initial, encoding));
    const isUnencodable = 'unencodable' in prepared;
    setUnencodable(isUnencodable ? prepared : null);
    const refusal = isUnencodable ? null : tooLargeToSave(prepared.size, t);
    setProblem(refusal);
    if (isUnencodable || refusal) return;
    save.mutate(prepared.body, {
      onSuccess: () => {
        toast.success(t('editor.saved', { name: file.name, encoding: ENCODING_NAMES[encoding] }));
        onDone();
      },
      onError: (error) => setProblem(saveTextError(error, t)),
    });
  }

  const size = encodedLength(content, saveAs, keepsBom(initial, saveAs));
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
      {!initial.isClean && (
        <p role="note" className="text-xs text-amber-700 dark:text-amber-300">
          {t('editor.notClean', { encoding: ENCODING_NAMES[initial.encoding] })}
        </p>
      )}
      <FormAlert message={problem} testId="text-editor-error" />
      {unencodable && (
        <UnencodableNotice
          problem={unencodable}
          encoding={saveAs}
          onSaveAsUtf8={() => {
            setSaveAs('utf-8');
            submit('utf-8');
          }}
          onKeepEditing={() => setUnencodable(null)}
        />
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <div className="mr-auto flex flex-wrap items-center gap-x-3 gap-y-1">
          <TextEncodingSelect
            label={t('editor.saveAs')}
            value={saveAs}
            detected={initial.encoding}
            disabled={save.isPending}
            onChange={(encoding) => {
              setSaveAs(encoding);
              setUnencodable(null);
            }}
            testId="text-editor-encoding"
          />
          <span className="text-xs text-gray-500 tabular-nums dark:text-gray-400">
            {t('editor.size', { size: formatBytes(size, i18n.language) })}
          </span>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={save.isPending}
          onClick={() => (isDirty ? setIsCancelling(true) : onDone())}
        >
          {t('editor.cancel')}
        </Button>
        <Button
          size="sm"
          onClick={() => submit()}
          loading={save.isPending}
          data-testid="text-editor-save"
        >
          {t('editor.save')}
        </Button>
      </div>
      <p
        className="text-xs text-gray-500 dark:text-gray-400"
        data-testid="text-editor-encoding-note"
      >
        {saveAs === initial.encoding
          ? t('editor.willSave', { encoding: name })
          : t('editor.willConvert', { encoding: name, original: ENCODING_NAMES[initial.encoding] })}
      </p>
      {(isCancelling || blocker.state === 'blocked') && (
        <DiscardChangesDialog
          onDiscard={() => (blocker.state === 'blocked' ? blocker.proceed() : onDone())}
          onKeep={() => (blocker.state === 'blocked' ? blocker.reset() : setIsCancelling(false))}
        />
      )}
    </div>
  );
}
