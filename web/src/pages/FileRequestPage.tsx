/** File request page (/request/{slug}): upload files to someone by their link (docs/FILE-REQUESTS.md). */
import { useParams } from 'react-router';
import { FileRequestView } from '../features/fileRequests/visit/FileRequestView';

export default function FileRequestPage() {
  const { slug = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <FileRequestView key={slug} slug={slug} />
    </div>
  );
}
