/**
 * Where to copy or move entries: a small folder browser over the same listings as the explorer
 * (any mount the user can reach), starting in the current folder. Above the mounts nothing can be
 * written, and a folder cannot go into itself; both are said rather than failing later. A copy into
 * the folder the entries lie in is made beside them as "name (1).ext"; "New folder" makes a folder
 * where the picker is and opens it.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { LoadError } from '../../../components/LoadError';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { hintClass } from '../../../components/classes';
import { errorText } from '../../../lib/errorText';
import { useFsListing } from '../api';
import { parentPath, pathTrail } from '../explorerPath';
import { Glyph } from '../Glyph';
import type { CopyMode } from '../transfer/copyJob';
import { PickerNewFolder } from './PickerNewFolder';

export interface CopyTarget {
  path: string;
  mountId: string | null;
  skipExisting: boolean;
}

export interface CopyMoveDialogProps {
  mode: CopyMode;
  items: FsItem[];
  /** Where browsing starts: the folder the entries are in. */
  folder: string;
  onConfirm: (target: CopyTarget) => void;
  onClose: () => void;
}

/** Why entries cannot go into `path`, or null when they can. */
function targetProblem(items: FsItem[], path: string, mode: CopyMode, folder: string) {
  if (items.some((item) => path === item.path || path.startsWith(`${item.path}/`))) return 'self';
  if (mode === 'move' && path === folder) return 'same';
  return null;
}

export function CopyMoveDialog({ mode, items, folder, onConfirm, onClose }: CopyMoveDialogProps) {
  const { t } = useTranslation('explorer');
  const [path, setPath] = useState(folder);
  const [skipExisting, setSkipExisting] = useState(false);
  const query = useFsListing(path);
  const folders = (query.data?.items ?? []).filter((item) => item.isDirectory);
  const problem = targetProblem(items, path, mode, folder);
  const isWritable = query.data !== undefined && !query.data.isVirtual;
  const title =
    items.length === 1 && items[0]
      ? t(`copyMove.title.${mode}One`, { name: items[0].name })
      : t(`copyMove.title.${mode}Many`, { count: items.length });

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialogs.cancel')}
          </Button>
          <Button
            disabled={!isWritable || problem !== null}
            onClick={() => onConfirm({ path, mountId: query.data?.mount_id ?? null, skipExisting })}
            data-testid="copy-move-confirm"
          >
            {t(`copyMove.confirm.${mode}`)}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <nav
            aria-label={t('copyMove.where')}
            className="flex min-w-0 flex-wrap items-center gap-1 text-sm"
          >
            {pathTrail(path).map((step, index) => (
              <span key={step.path} className="flex items-center gap-1">
                {index > 0 && <span className="text-gray-400">/</span>}
                <button
                  type="button"
                  className="rounded px-1 text-blue-700 hover:underline dark:text-blue-300"
                  onClick={() => setPath(step.path)}
                  aria-current={step.path === path ? 'location' : undefined}
                >
                  {step.name || t('breadcrumbs.root')}
                </button>
              </span>
            ))}
          </nav>
          {isWritable && <PickerNewFolder folder={path} onCreated={setPath} />}
        </div>
        <div
          className="h-64 overflow-y-auto rounded-md border border-gray-200 dark:border-gray-700"
          data-testid="copy-move-folders"
        >
          {query.isPending && (
            <div className="flex justify-center p-6">
              <Spinner />
            </div>
          )}
          {query.isError && (
            <LoadError
              message={errorText(query.error, t('copyMove.loadFailed'))}
              onRetry={() => void query.refetch()}
            />
          )}
          <ul>
            {path !== '/' && (
              <li>
                <FolderRow label=".." onOpen={() => setPath(parentPath(path))} />
              </li>
            )}
            {folders.map((item) => (
              <li key={item.path}>
                <FolderRow label={item.name} onOpen={() => setPath(item.path)} />
              </li>
            ))}
          </ul>
          {query.isSuccess && folders.length === 0 && (
            <p className={`px-3 py-4 ${hintClass}`}>{t('copyMove.noSubfolders')}</p>
          )}
        </div>
        <p className="text-sm text-gray-700 dark:text-gray-200" data-testid="copy-move-target">
          {query.data?.isVirtual
            ? t('copyMove.chooseMount')
            : problem
              ? t(`copyMove.problem.${problem}`)
              : mode === 'copy' && path === folder
                ? t('copyMove.beside')
                : t(`copyMove.into.${mode}`, { path })}
        </p>
        {mode === 'copy' && (
          <Checkbox
            label={t('copyMove.skipExisting')}
            description={t('copyMove.skipExistingHint')}
            checked={skipExisting}
            onChange={(event) => setSkipExisting(event.target.checked)}
          />
        )}
      </div>
    </Modal>
  );
}

function FolderRow({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-gray-50 dark:hover:bg-gray-800"
    >
      <Glyph name="folder" className="h-4 w-4 text-amber-500" />
      <span className="truncate">{label}</span>
    </button>
  );
}
