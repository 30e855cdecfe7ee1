/** An opened file share: its name and facts, the actions, and the preview. */
import { Permission, type PublicFileInfo } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/useAuth';
import { PageHeader } from '../../../components/PageHeader';
import { useOwnedFile } from '../api';
import { DeletedNotice } from './DeletedNotice';
import { DeleteFileDialog } from './DeleteFileDialog';
import { FileActions } from './FileActions';
import { FileDetails } from './FileDetails';
import { FilePreview } from './FilePreview';

export function FileDocument({ file }: { file: PublicFileInfo }) {
  const { t } = useTranslation('fileView');
  const auth = useAuth();
  // Only a possible owner asks: the answer (or a 403/404) says whether this one is theirs.
  const owned = useOwnedFile(file.id, auth.can(Permission.FILE_SHARE));
  const [stage, setStage] = useState<'open' | 'confirming' | 'deleted'>('open');

  if (stage === 'deleted') return <DeletedNotice />;
  return (
    <article className="space-y-5">
      <PageHeader title={file.filename} description={t('heading')} />
      <FileDetails file={file} />
      <FileActions
        file={file}
        canDelete={owned.isSuccess}
        onDelete={() => setStage('confirming')}
      />
      <FilePreview file={file} />
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
