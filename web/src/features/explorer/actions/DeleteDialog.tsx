/**
 * Confirms removing the chosen entries (folders with everything in them), naming how many and
 * which. The removal runs as a task in the tasks panel, which shows what could not be removed.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/** Names listed in the dialog; more are summed up as "and N more". */
const NAMES_SHOWN = 5;

export interface DeleteDialogProps {
  items: FsItem[];
  onConfirm: (items: FsItem[]) => void;
  onClose: () => void;
}

export function DeleteDialog({ items, onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useTranslation('explorer');
  const hasFolders = items.some((item) => item.isDirectory);
  const rest = items.length - NAMES_SHOWN;
  return (
    <ConfirmDialog
      open
      danger
      title={t('dialogs.deleteTitle', { count: items.length })}
      confirmLabel={t('dialogs.delete')}
      cancelLabel={t('dialogs.cancel')}
      onCancel={onClose}
      onConfirm={() => {
        onConfirm(items);
        onClose();
      }}
      message={
        <div className="space-y-2" data-testid="delete-dialog">
          <p>{t('dialogs.deleteMessage', { count: items.length })}</p>
          <ul className="list-inside list-disc break-all text-gray-900 dark:text-gray-100">
            {items.slice(0, NAMES_SHOWN).map((item) => (
              <li key={item.path}>{item.name}</li>
            ))}
          </ul>
          {rest > 0 && <p>{t('dialogs.andMore', { count: rest })}</p>}
          {hasFolders && (
            <p className="text-red-700 dark:text-red-300">{t('dialogs.deleteFolders')}</p>
          )}
        </div>
      }
    />
  );
}
