/** Folder share page (/folder/{slug}): a shared folder, opened by its link (docs/FOLDER-SHARES.md). */
import { useParams } from 'react-router';
import { FolderShareView } from '../features/folderShares/view/FolderShareView';

export default function FolderSharePage() {
  const { slug = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-5xl">
      <FolderShareView key={slug} slug={slug} />
    </div>
  );
}
