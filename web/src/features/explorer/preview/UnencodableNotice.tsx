/** Characters the chosen encoding cannot hold, named, with the offer to save as UTF-8 instead. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ENCODING_NAMES, type TextEncodingId } from '../../../lib/textEncoding';
import type { Unencodable } from './textToSave';

export interface UnencodableNoticeProps {
  problem: Unencodable;
  encoding: TextEncodingId;
  onSaveAsUtf8: () => void;
  onKeepEditing: () => void;
}

export function UnencodableNotice({
  problem,
  encoding,
  onSaveAsUtf8,
  onKeepEditing,
}: UnencodableNoticeProps) {
  const { t } = useTranslation('explorer');
  const chars =
    problem.unencodable.join(' ') + (problem.count > problem.unencodable.length ? ' …' : '');
  return (
    <div
      role="alert"
      data-testid="text-editor-unencodable"
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        {t('editor.unencodable', {
          count: problem.count,
          encoding: ENCODING_NAMES[encoding],
          chars,
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onSaveAsUtf8} data-testid="text-editor-save-utf8">
          {t('editor.saveAsUtf8')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onKeepEditing}>
          {t('editor.keepEditing')}
        </Button>
      </div>
    </div>
  );
}
