/** Adding a file by its URL (SPEC §4): the browser downloads it, then uploads it like any file. */
import { remoteUrl } from '@cloudpaste/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';

export function UrlSource({
  onUrl,
  disabled = false,
}: {
  onUrl: (url: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('upload');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = remoteUrl.safeParse(value);
    if (!parsed.success) {
      setError(t('url.invalid'));
      return;
    }
    onUrl(parsed.data);
    setValue('');
    setError(undefined);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
      <TextField
        id="upload-url"
        type="url"
        inputMode="url"
        label={t('url.label')}
        placeholder={t('url.placeholder')}
        hint={error ? undefined : t('url.hint')}
        error={error}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        className="flex-1"
      />
      <Button
        type="submit"
        variant="secondary"
        className="sm:mt-6"
        disabled={disabled}
        data-testid="upload-url-add"
      >
        {t('url.add')}
      </Button>
    </form>
  );
}
