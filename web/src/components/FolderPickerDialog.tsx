/**
 * A dialog to choose a folder of a tree by browsing it: a trail of the folders above, the folders
 * inside (only folders), and "Choose this folder" for the one shown. The caller reads the tree and
 * hands in the listing of `path`, so the dialog works over any source. Keyboard: arrows, Home and
 * End move through the folders, Enter opens one, Backspace goes up a level.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { folderTrail, parentFolder } from '../lib/folderTrail';
import { Badge } from './Badge';
import { Breadcrumbs } from './Breadcrumbs';
import { Button } from './Button';
import { focusRing, hintClass } from './classes';
import { Icon } from './Icon';
import { LoadError } from './LoadError';
import { Modal } from './Modal';
import { Spinner } from './Spinner';

export interface PickerFolder {
  name: string;
  path: string;
  /** A mount's own folder: shown with a badge. */
  isMount?: boolean;
}

export interface FolderPickerDialogProps {
  /** The folder shown. */
  path: string;
  onNavigate: (path: string) => void;
  /** The folders inside `path`; undefined while they load or when the load failed. */
  folders: readonly PickerFolder[] | undefined;
  /** Why the listing failed, already translated. */
  error?: string;
  onRetry: () => void;
  onChoose: (path: string) => void;
  onClose: () => void;
  title?: string;
}

export function FolderPickerDialog({
  path,
  onNavigate,
  folders,
  error,
  onRetry,
  onChoose,
  onClose,
  title,
}: FolderPickerDialogProps) {
  // Only the admin pages' path fields open it: its words are theirs (the `admin` namespace).
  const { t } = useTranslation('admin');
  const listRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  // Set when the user moved to another folder from inside the list: focus follows into the new one.
  const refocus = useRef(false);

  useEffect(() => {
    if (!refocus.current || !folders) return;
    refocus.current = false;
    const first = listRef.current?.querySelector<HTMLElement>('[data-folder]');
    (first ?? listRef.current)?.focus();
  }, [folders, path]);

  function open(next: string) {
    setActive(0);
    // The button that had focus goes away with the old listing: hold focus in the list meanwhile.
    if (listRef.current?.contains(document.activeElement)) {
      refocus.current = true;
      listRef.current.focus();
    }
    onNavigate(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const parent = parentFolder(path);
    if (event.key === 'Backspace' && parent !== null) {
      event.preventDefault();
      open(parent);
      return;
    }
    const count = folders?.length ?? 0;
    if (count === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, count - 1),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    listRef.current?.querySelectorAll<HTMLElement>('[data-folder]')[next]?.focus();
  }

  const trail = folderTrail(path).map((step, index, all) => ({
    label: step.name || t('folderPicker.root'),
    onSelect: index < all.length - 1 ? () => open(step.path) : undefined,
  }));

  return (
    <Modal
      open
      onClose={onClose}
      title={title ?? t('folderPicker.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => onChoose(path)} data-testid="folder-picker-choose">
            {t('folderPicker.choose')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <Breadcrumbs label={t('folderPicker.trail')} items={trail} />
        <div
          ref={listRef}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className="max-h-72 min-h-24 overflow-y-auto rounded-md border border-gray-200 focus:outline-none dark:border-gray-700"
          data-testid="folder-picker-list"
        >
          {error ? (
            <div className="p-3">
              <LoadError message={error} onRetry={onRetry} />
            </div>
          ) : !folders ? (
            <div className="flex justify-center py-6 text-gray-500 dark:text-gray-400">
              <Spinner label={t('common:actions.loading')} />
            </div>
          ) : folders.length === 0 ? (
            <p className="p-3 text-sm text-gray-500 dark:text-gray-400">
              {t('folderPicker.empty')}
            </p>
          ) : (
            <ul aria-label={t('folderPicker.folders', { path })} className="py-1">
              {folders.map((folder, index) => (
                <li key={folder.path}>
                  <button
                    type="button"
                    data-folder
                    tabIndex={index === Math.min(active, folders.length - 1) ? 0 : -1}
                    onFocus={() => setActive(index)}
                    onClick={() => open(folder.path)}
                    className={`flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-100 focus:bg-blue-50 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus:bg-gray-800 ${focusRing}`}
                  >
                    <Icon name="folder" className="h-4 w-4 shrink-0 text-amber-500" />
                    <span className="min-w-0 flex-1 truncate">{folder.name}</span>
                    {folder.isMount && <Badge tone="info">{t('folderPicker.mount')}</Badge>}
                    <Icon name="chevronRight" className="h-4 w-4 shrink-0 text-gray-400" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className={`hidden sm:block ${hintClass}`}>{t('folderPicker.keys')}</p>
        <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="folder-picker-current">
          {t('folderPicker.current')} <code className="font-mono break-all">{path}</code>
        </p>
      </div>
    </Modal>
  );
}
