/** File view page (/file/{slug}): one file share, opened by its link. */
import { useParams } from 'react-router';
import { FileViewer } from '../features/files/view/FileViewer';

export default function FileViewPage() {
  const { slug = '' } = useParams();
  // Keyed by slug so following a link to another share starts from a clean state.
  return <FileViewer key={slug} slug={slug} />;
}
