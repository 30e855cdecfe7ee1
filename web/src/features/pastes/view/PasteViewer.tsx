/**
 * The paste view (/paste/{slug}): loading, password prompt, error states or the share,
 * which offline may be this browser's copy (then a notice says so).
 */
import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { OfflineCopyNotice } from '../../../offline/OfflineCopyNotice';
import { shareLink } from './format';
import { PasswordPrompt } from './PasswordPrompt';
import { PasteDocument } from './PasteDocument';
import { PasteErrorState } from './PasteErrorState';
import { useDocumentTitle } from './useDocumentTitle';
import { usePasteViewState } from './usePasteViewState';

// Only an encrypted share needs the code that opens one: the page's first JavaScript stays small.
const EncryptedPaste = lazy(() =>
  import('../e2ee/EncryptedPaste').then((m) => ({ default: m.EncryptedPaste })),
);

export function PasteViewer({ slug }: { slug: string }) {
  const { t } = useTranslation('pasteView');
  const { state: latest, unlock, retry } = usePasteViewState(slug);
  // The share's answer comes through the query cache's store, whose updates React renders at once
  // in one task; deferred, the share renders in slices the browser can interleave.
  const state = useDeferredValue(latest);
  useDocumentTitle((state.kind === 'ready' && state.paste.title) || slug);
  const loadingSpinner = (
    <div className="flex justify-center py-16 text-gray-500 dark:text-gray-400">
      <Spinner size="lg" label={t('loading')} />
    </div>
  );

  switch (state.kind) {
    case 'loading':
      return loadingSpinner;
    case 'password':
      return (
        <PasswordPrompt
          isSubmitting={state.isSubmitting}
          problem={state.problem}
          onSubmit={unlock}
        />
      );
    case 'failed':
      return (
        <PasteErrorState
          reason={state.reason}
          ended={state.ended}
          message={state.message}
          isRateLimited={state.isRateLimited}
          onRetry={retry}
        />
      );
    case 'ready': {
      const { paste, password } = state;
      const shown = (content: string, link?: string) => (
        <>
          <OfflineCopyNotice mark={paste} />
          <PasteDocument paste={{ ...paste, content }} password={password} link={link} />
        </>
      );
      // Ciphertext is opened in this browser with the link's key before anything is shown.
      return paste.encrypted ? (
        <Suspense fallback={loadingSpinner}>
          <EncryptedPaste paste={paste} link={shareLink()}>
            {shown}
          </EncryptedPaste>
        </Suspense>
      ) : (
        shown(paste.content)
      );
    }
  }
}
