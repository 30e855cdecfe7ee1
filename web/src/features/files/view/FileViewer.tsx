/**
 * The file view (/file/{slug}): loading, password prompt, error states or the share,
 * which offline may be this browser's copy (then a notice says so).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { OfflineCopyNotice } from '../../../offline/OfflineCopyNotice';
import { useForgetOpenedFile } from '../api';
import { FileDocument } from './FileDocument';
import { FileErrorState } from './FileErrorState';
import { FilePasswordPrompt } from './FilePasswordPrompt';
import { useFileViewState } from './useFileViewState';

/** Names the tab after the file once it is known ("report.pdf · File share - CloudPaste"). */
function useFileTitle(name: string | undefined) {
  const { t } = useTranslation('fileView');
  const title = name ? t('common:titles.format', { page: t('pageTitle', { name }) }) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

function OpenedFile({ slug, onReopen }: { slug: string; onReopen: (slug: string) => void }) {
  const { t } = useTranslation('fileView');
  const { state, unlock, retry } = useFileViewState(slug);
  useFileTitle(state.kind === 'ready' ? state.file.filename : undefined);

  switch (state.kind) {
    case 'loading':
      return (
        <div className="flex justify-center py-16 text-gray-500 dark:text-gray-400">
          <Spinner size="lg" label={t('loading')} />
        </div>
      );
    case 'password':
      return (
        <FilePasswordPrompt
          isSubmitting={state.isSubmitting}
          problem={state.problem}
          onSubmit={unlock}
        />
      );
    case 'failed':
      return <FileErrorState error={state.error} message={state.message} onRetry={retry} />;
    case 'ready':
      return (
        <>
          <OfflineCopyNotice mark={state.file} />
          <FileDocument file={state.file} onReopen={onReopen} />
        </>
      );
  }
}

/** The share, opened once; opened anew (a fresh mount) when its owner changed its password. */
function ReopenableFile({ slug }: { slug: string }) {
  const forget = useForgetOpenedFile();
  const [opening, setOpening] = useState({ slug, count: 0 });
  return (
    <OpenedFile
      key={opening.count}
      slug={opening.slug}
      onReopen={(current) => {
        forget(current);
        setOpening(({ count }) => ({ slug: current, count: count + 1 }));
      }}
    />
  );
}

export function FileViewer({ slug }: { slug: string }) {
  if (slug.trim() === '') return <FileErrorState error="missingSlug" />;
  return <ReopenableFile slug={slug} />;
}
