/**
 * Adding a file by its URL: the browser downloads it, then uploads it like any file. Once a valid
 * URL is typed, the server is asked for the file's name to prefill the name field, which the user
 * may change to store the file under another name.
 */
import { FILENAME_MAX_LENGTH, remoteUrl } from '@cloudpaste/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useUrlInfo } from '../api';
import { fileNameProblem } from '../fileNameRule';

/** How long typing must pause before the server is asked about the URL. */
const INFO_DELAY_MS = 400;

export function UrlSource({
  onUrl,
  disabled = false,
}: {
  /** `name` is set when the user renamed the file; otherwise the URL's own name is kept. */
  onUrl: (url: string, name?: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('upload');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The user's own name; null while the field shows the one the URL gives.
  const [typedName, setTypedName] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const parsed = remoteUrl.safeParse(value);
  const settledUrl = useDebouncedValue(parsed.success ? parsed.data : null, INFO_DELAY_MS);
  const info = useUrlInfo(settledUrl);
  const name = typedName ?? (parsed.success ? (info.data?.filename ?? '') : '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) {
      setError(t('url.invalid'));
      return;
    }
    const problem = fileNameProblem(name);
    if (problem) {
      setNameError(t(`url.nameErrors.${problem}`, { max: FILENAME_MAX_LENGTH }));
      return;
    }
    onUrl(parsed.data, typedName?.trim() || undefined);
    setValue('');
    setTypedName(null);
    setError(undefined);
    setNameError(undefined);
  }

  const isAsking = parsed.success && typedName === null && info.isFetching;
  const nameHint = nameError
    ? undefined
    : isAsking
      ? t('url.nameLoading')
      : typedName === null && info.isError
        ? t('url.nameUnknown')
        : t('url.nameHint');
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
      {/* The name sits under the URL, and on phones above the button that adds them both. */}
      <div className="min-w-0 flex-1 space-y-3">
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
        />
        {parsed.success && (
          <TextField
            id="upload-url-name"
            label={t('url.name')}
            placeholder={t('url.namePlaceholder')}
            hint={nameHint}
            error={nameError}
            autoComplete="off"
            spellCheck={false}
            value={name}
            onChange={(event) => {
              setTypedName(event.target.value);
              setNameError(undefined);
            }}
          />
        )}
      </div>
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
