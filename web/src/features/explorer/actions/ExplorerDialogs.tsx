/** The one write dialog open over the explorer, if any: new folder, rename, delete or share. */
import type { FsItem } from '@cloudpaste/contracts';
import { DeleteDialog } from './DeleteDialog';
import { NewFolderDialog } from './NewFolderDialog';
import { RenameDialog } from './RenameDialog';
import { ShareDialog } from './ShareDialog';

export type ExplorerDialog =
  | { kind: 'mkdir'; folder: string }
  | { kind: 'rename'; item: FsItem }
  | { kind: 'delete'; items: FsItem[] }
  | { kind: 'share'; item: FsItem };

export interface ExplorerDialogsProps {
  dialog: ExplorerDialog | null;
  onDelete: (items: FsItem[]) => void;
  onClose: () => void;
}

export function ExplorerDialogs({ dialog, onDelete, onClose }: ExplorerDialogsProps) {
  switch (dialog?.kind) {
    case 'mkdir':
      return <NewFolderDialog folder={dialog.folder} onClose={onClose} />;
    case 'rename':
      return <RenameDialog item={dialog.item} onClose={onClose} />;
    case 'delete':
      return <DeleteDialog items={dialog.items} onConfirm={onDelete} onClose={onClose} />;
    case 'share':
      return <ShareDialog item={dialog.item} onClose={onClose} />;
    default:
      return null;
  }
}
