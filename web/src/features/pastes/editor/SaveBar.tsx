/**
 * The save area: the save button (its title names the form's Ctrl/⌘+Enter shortcut, EditorForm),
 * the error of a failed save, or why this visitor cannot save.
 */
import type { AuthType } from '@cloudpaste/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { commandShortcut } from '../../../lib/commandShortcut';
import { EditorPermissionNotice } from './EditorPermissionNotice';

/** With Ctrl or ⌘, saves from any field of the form (EditorForm). */
export const SAVE_KEY = 'Enter';

export interface SaveBarProps {
  isEdit: boolean;
  canSave: boolean;
  authType: AuthType;
  isSaving: boolean;
  error?: string;
  onCancel?: () => void;
}

export function SaveBar({ isEdit, canSave, authType, isSaving, error, onCancel }: SaveBarProps) {
  const { t } = useTranslation('editor');
  const noticeId = useId();
  const label = isEdit ? t('save.update') : t('save.create');
  const shortcut = commandShortcut(SAVE_KEY);
  return (
    <div className="space-y-3">
      {!canSave && <EditorPermissionNotice id={noticeId} authType={authType} isEdit={isEdit} />}
      <FormAlert message={error} testId="paste-save-error" />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
            {t('save.cancel')}
          </Button>
        )}
        <Button
          type="submit"
          data-testid="paste-save"
          loading={isSaving}
          disabled={!canSave}
          aria-describedby={canSave ? undefined : noticeId}
          aria-keyshortcuts={shortcut.aria}
          title={t('toolbar.withShortcut', { label, shortcut: shortcut.label })}
          className="w-full sm:w-auto"
        >
          {isSaving ? t('save.saving') : label}
        </Button>
      </div>
    </div>
  );
}
