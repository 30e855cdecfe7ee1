/** The environment switcher's panel (EnvSwitcher.tsx shows it); loaded when first shown. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiBaseUrl,
  configuredApiBaseUrl,
  parseApiBaseUrl,
  saveApiBaseUrl,
  storedApiBaseUrl,
} from '../../api/baseUrl';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';

export function EnvSwitcherPanel({ reload }: { reload: () => void }) {
  // The admin's alone, loaded when first shown: its words come with the admin area's.
  const { t } = useTranslation('admin');
  const [text, setText] = useState(() => storedApiBaseUrl() ?? '');
  const [error, setError] = useState<string | undefined>();
  const fixed = configuredApiBaseUrl();
  const current = apiBaseUrl() || window.location.origin;

  function save(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return reset();
    const base = parseApiBaseUrl(text);
    if (base === null) return setError(t('envSwitcher.invalid'));
    saveApiBaseUrl(base);
    reload();
  }

  function reset() {
    saveApiBaseUrl(null);
    reload();
  }

  return (
    <section
      aria-labelledby="env-switcher-title"
      data-testid="env-switcher"
      className="fixed bottom-16 left-4 z-50 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-gray-200 bg-white p-3 text-sm shadow-lg dark:border-gray-700 dark:bg-gray-900"
    >
      <h2 id="env-switcher-title" className="font-semibold">
        {t('envSwitcher.title')}
      </h2>
      <p className="mt-1 text-xs break-all text-gray-600 dark:text-gray-300">
        {t('envSwitcher.current', { url: current })}
      </p>
      {fixed && (
        <p className="mt-1 text-xs text-amber-700 dark:text-amber-300">
          {t('envSwitcher.fixed', { url: fixed })}
        </p>
      )}
      <form onSubmit={save} noValidate className="mt-2 space-y-2">
        <TextField
          label={t('envSwitcher.urlLabel')}
          hint={t('envSwitcher.hint')}
          error={error}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          type="url"
          inputMode="url"
          placeholder="https://api.example.com"
          data-testid="env-switcher-url"
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" data-testid="env-switcher-save">
            {t('envSwitcher.save')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={reset}
            disabled={storedApiBaseUrl() === null}
            data-testid="env-switcher-reset"
          >
            {t('envSwitcher.reset')}
          </Button>
        </div>
      </form>
    </section>
  );
}
