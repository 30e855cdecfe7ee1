/** Home page: the text-share editor; `/?edit={id}` edits an existing share instead. */
import { useSearchParams } from 'react-router';
import { CreatePaste } from '../features/pastes/editor/CreatePaste';
import { EditPaste } from '../features/pastes/editor/EditPaste';

export default function HomePage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  // Keyed by id: switching shares starts a fresh form rather than mixing two shares' values.
  return editId ? <EditPaste key={editId} id={editId} /> : <CreatePaste />;
}
