/** The key's base path: typed, or chosen by browsing the mounts in a folder picker. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FolderPickerDialog } from '../../../components/FolderPickerDialog';
import { TextField } from '../../../components/TextField';
import { errorText } from '../../../lib/errorText';
import { normalizeFolder } from '../../../lib/folderTrail';
import { useFolderListing } from '../api';

export interface BasicPathFieldProps {
  value: string;
  onChange: (path: string) => void;
  error?: string;
}

/** The picker over the mount tree, opened at `start`. */
function BasicPathPicker({
  start,
  onChoose,
  onClose,
}: {
  start: string;
  onChoose: (path: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [path, setPath] = useState(start);
  const listing = useFolderListing(path);
  return (
    <FolderPickerDialog
      title={t('keys.form.basicPathPickerTitle')}
      path={path}
      onNavigate={setPath}
      folders={listing.data}
      error={
        listing.isError ? errorText(listing.error, t('keys.form.basicPathListFailed')) : undefined
      }
      onRetry={() => void listing.refetch()}
      onChoose={onChoose}
      onClose={onClose}
    />
  );
}

export function BasicPathField({ value, onChange, error }: BasicPathFieldProps) {
  const { t } = useTranslation('admin');
  const [isPicking, setIsPicking] = useState(false);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label={t('keys.form.basicPath')}
        hint={t('keys.form.basicPathHint')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
        autoComplete="off"
        error={error}
        className="min-w-0 flex-1"
      />
      <Button
        variant="secondary"
        className="self-start sm:mt-6"
        onClick={() => setIsPicking(true)}
        data-testid="basic-path-browse"
      >
        {t('keys.form.basicPathBrowse')}
      </Button>
      {isPicking && (
        <BasicPathPicker
          start={normalizeFolder(value)}
          onChoose={(path) => {
            onChange(path);
            setIsPicking(false);
          }}
          onClose={() => setIsPicking(false)}
        />
      )}
    </div>
  );
}
