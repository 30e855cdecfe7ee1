/**
 * An opened file share: its name and facts, the actions, and the preview. Its owner (the admin, or
 * the key that created it) may edit it here: the page then shows the saved share without opening
 * it again, which would count a view (editedShare.ts).
 */
import { Permission, type PublicFileInfo } from '@cloudpaste/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/useAuth';
import { PageHeader } from '../../../components/PageHeader';
import { filePath } from '../../../lib/shareLinks';
import { useOwnedFile } from '../api';
import { EditFileDialog } from '../management/EditFileDialog';
import { DeletedNotice } from './DeletedNotice';
import { DeleteFileDialog } from './DeleteFileDialog';
import { editedShare } from './editedShare';
import { FileActions } from './FileActions';
import { FileDetails } from './FileDetails';
import { FilePreview } from './FilePreview';
import { RevokedLinksNotice } from './RevokedLinksNotice';

/** Loaded only for an encrypted share, with the format's code (docs/ENCRYPTION.md). */
const EncryptedFile = lazy(() =>
  import('../e2ee/EncryptedFile').then((m) => ({ default: m.EncryptedFile })),
);

export interface FileDocumentProps {
  file: PublicFileInfo;
  /** Opens the share of `slug` anew (its links were revoked by a password change). */
  onReopen: (slug: string) => void;
}

export function FileDocument({ file: opened, onReopen }: FileDocumentProps) {
  const { t, i18n } = useTranslation('fileView');
  const auth = useAuth();
  const [file, setFile] = useState(opened);
  const [isRevoked, setIsRevoked] = useState(false);
  // Only a possible owner asks: the answer (or a 403/404) says whether this one is theirs.
  const owned = useOwnedFile(file.id, auth.can(Permission.FILE_SHARE));
  const [stage, setStage] = useState<'open' | 'confirming' | 'editing' | 'deleted'>('open');

  // The edit dialog speaks file management's words: fetched once the owner may open it.
  useEffect(() => {
    if (owned.isSuccess) void i18n.loadNamespaces('fileManagement');
  }, [owned.isSuccess, i18n]);

  if (stage === 'deleted') return <DeletedNotice />;
  return (
    <article className="space-y-5">
      <PageHeader title={file.filename} description={t('heading')} />
      <FileDetails file={file} />
      <FileActions
        file={file}
        canDelete={owned.isSuccess}
        onDelete={() => setStage('confirming')}
        onEdit={owned.isSuccess ? () => setStage('editing') : undefined}
      />
      {isRevoked ? (
        <RevokedLinksNotice onReopen={() => onReopen(file.slug)} />
      ) : file.encrypted ? (
        <Suspense fallback={null}>
          <EncryptedFile file={file} />
        </Suspense>
      ) : (
        <FilePreview file={file} />
      )}
      {stage === 'editing' && owned.data && (
        <Suspense fallback={null}>
          <EditFileDialog
            file={owned.data}
            onClose={() => setStage('open')}
            onSaved={(record, body) => {
              const edited = editedShare(file, record, body);
              setFile(edited.file);
              if (edited.isRevoked) setIsRevoked(true);
              // The address follows a new link suffix without reopening the share (a view).
              if (record.slug !== file.slug) {
                window.history.replaceState(window.history.state, '', filePath(record.slug));
              }
            }}
          />
        </Suspense>
      )}
      {stage === 'confirming' && (
        <DeleteFileDialog
          id={file.id}
          filename={file.filename}
          onClose={() => setStage('open')}
          onDeleted={() => setStage('deleted')}
        />
      )}
    </article>
  );
}
