/** Paste view page (/paste/{slug}): one share, opened by its link. */
import { useParams } from 'react-router';
import { PasteViewer } from '../features/pastes/view/PasteViewer';

export default function PasteViewPage() {
  const { slug = '' } = useParams();
  // Keyed by slug so following a link to another share starts from a clean state.
  return <PasteViewer key={slug} slug={slug} />;
}
