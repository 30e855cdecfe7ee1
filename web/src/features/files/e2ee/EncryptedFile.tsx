/**
 * An end-to-end encrypted file share (docs/ENCRYPTION.md, "File shares"): never previewed, since
 * the server holds ciphertext; the key of the link's fragment and, when the share has one, the
 * encryption password are checked against its header first, then the download is decrypted as a
 * stream with bounded memory. Every failure says why; nothing damaged is kept.
 */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { Spinner } from '../../../components/Spinner';
import { formatBytes } from '../../../lib/format';
import { SealedFilePassword } from './SealedFilePassword';
import { SealedFileProblem } from './SealedFileProblem';
import { useSealedDownload } from './useSealedDownload';

export function EncryptedFile({ file }: { file: PublicFileInfo }) {
  const { t, i18n } = useTranslation('e2ee');
  const { state, unlock, download, cancel, plainSize: plain } = useSealedDownload(file);

  switch (state.kind) {
    case 'checking':
      return (
        <div className="flex justify-center py-10 text-gray-500 dark:text-gray-400">
          <Spinner size="lg" label={t('file.checking')} />
        </div>
      );
    case 'missing-key':
      return <SealedFileProblem problem={state} wasDownloading={false} />;
    case 'password':
      return (
        <SealedFilePassword
          isSubmitting={state.isSubmitting}
          wrong={state.wrong}
          onSubmit={(password) => void unlock(password)}
        />
      );
    case 'failed':
      return (
        <SealedFileProblem
          problem={state.problem}
          wasDownloading={state.during === 'download'}
          onRetry={() => void download()}
        />
      );
    case 'too-large':
      return (
        <p
          role="alert"
          data-testid="file-e2ee-too-large"
          className="text-sm text-red-700 dark:text-red-400"
        >
          {t('file.tooLarge')}
        </p>
      );
  }
  return (
    <section
      aria-labelledby="file-e2ee-title"
      data-testid="file-e2ee"
      data-state={state.kind}
      data-method={state.kind === 'ready' ? undefined : state.method}
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
    >
      <h2 id="file-e2ee-title" className="text-base font-semibold text-gray-900 dark:text-gray-100">
        {t('file.title')}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('file.description')}</p>
      {plain !== null && (
        <p className="text-xs text-gray-500 dark:text-gray-400">
          {t('file.size', { size: formatBytes(plain, i18n.language) })}
        </p>
      )}
      {state.kind === 'downloading' ? (
        <div className="space-y-2">
          <ProgressBar percent={state.percent} label={t('file.progressLabel')} tone="active" />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span
              className="text-sm text-gray-700 dark:text-gray-200"
              data-testid="file-e2ee-progress"
            >
              {t('file.downloading', { percent: state.percent })}
            </span>
            <Button variant="secondary" size="sm" onClick={cancel}>
              {t('file.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-2">
          {state.kind === 'done' && (
            <p
              role="status"
              data-testid="file-e2ee-done"
              className="text-sm text-green-700 dark:text-green-400"
            >
              {t('file.done', { name: file.filename })}
            </p>
          )}
          <Button onClick={() => void download()} data-testid="file-e2ee-download">
            {state.kind === 'done' ? t('file.downloadAgain') : t('file.download')}
          </Button>
        </div>
      )}
    </section>
  );
}
