/**
 * The one write dialog open over the explorer, if any: new folder, rename, delete, share (a file,
 * a folder or a picked set), or the folder to copy or move to.
 */
import type { FsItem } from '@cloudpaste/contracts';
import type { CopyMode } from '../transfer/copyJob';
import { CopyMoveDialog, type CopyTarget } from './CopyMoveDialog';
import { DeleteDialog } from './DeleteDialog';
import { NewFolderDialog } from './NewFolderDialog';
import { RenameDialog } from './RenameDialog';
import { ShareDialog } from './ShareDialog';
import { ShareFolderDialog } from './ShareFolderDialog';

export type ExplorerDialog =
  | { kind: 'mkdir'; folder: string }
  | { kind: 'rename'; item: FsItem }
  | { kind: 'delete'; items: FsItem[] }
  | { kind: 'share'; item: FsItem }
  | { kind: 'shareFolder'; folder: string; names?: string[] }
  | { kind: 'copyMove'; mode: CopyMode; items: FsItem[]; folder: string };

export interface ExplorerDialogsProps {
  dialog: ExplorerDialog | null;
  onDelete: (items: FsItem[]) => void;
  onCopy: (mode: CopyMode, items: FsItem[], target: CopyTarget) => void;
  onClose: () => void;
}

export function ExplorerDialogs({ dialog, onDelete, onCopy, onClose }: ExplorerDialogsProps) {
  switch (dialog?.kind) {
    case 'mkdir':
      return <NewFolderDialog folder={dialog.folder} onClose={onClose} />;
    case 'rename':
      return <RenameDialog item={dialog.item} onClose={onClose} />;
    case 'delete':
      return <DeleteDialog items={dialog.items} onConfirm={onDelete} onClose={onClose} />;
    case 'share':
      return <ShareDialog item={dialog.item} onClose={onClose} />;
    case 'shareFolder':
      return <ShareFolderDialog folder={dialog.folder} names={dialog.names} onClose={onClose} />;
    case 'copyMove':
      return (
        <CopyMoveDialog
          mode={dialog.mode}
          items={dialog.items}
          folder={dialog.folder}
          onConfirm={(target) => {
            onCopy(dialog.mode, dialog.items, target);
            onClose();
          }}
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}
