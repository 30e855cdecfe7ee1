/** Home in edit mode (`/?edit={id}`): load the share, gate on permission, then the edit form. */
import { Permission } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/useAuth';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { usePasteRecord } from '../api';
import { EditLoadError } from './EditLoadError';
import { EditorPermissionNotice } from './EditorPermissionNotice';
import { EditPasteForm } from './EditPasteForm';

export function EditPaste({ id }: { id: string }) {
  const { t } = useTranslation('editor');
  const auth = useAuth();
  const canEdit = auth.can(Permission.TEXT);
  // Without text permission the server would refuse anyway: do not ask it.
  const query = usePasteRecord(canEdit ? id : undefined);

  let body;
  if (!canEdit) body = <EditorPermissionNotice authType={auth.authType} isEdit />;
  else if (query.isPending) body = <Spinner size="lg" className="mx-auto my-12 block" />;
  else if (query.isError)
    body = <EditLoadError error={query.error} onRetry={() => void query.refetch()} />;
  // A record without its full content must never be saved back: that would truncate the share.
  else if (query.data.content === undefined)
    body = <EditLoadError error={null} onRetry={() => void query.refetch()} />;
  // The server never holds an encrypted share's key: its content is not edited here (docs/API.md).
  else if (query.data.encrypted)
    body = (
      <div data-testid="edit-encrypted" role="status">
        <EmptyState title={t('edit.encryptedTitle')} description={t('edit.encrypted')} />
      </div>
    );
  else body = <EditPasteForm key={query.data.id} record={query.data} />;

  return (
    <>
      <PageHeader
        title={t('page.editTitle')}
        description={query.data ? t('page.editDescription', { slug: query.data.slug }) : undefined}
      />
      {body}
    </>
  );
}
