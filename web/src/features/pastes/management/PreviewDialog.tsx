/**
 * A share's content shown in place, as its page renders it: read through the management route,
 * which never counts a view, so checking a share does not use up a view-limited one.
 */
import type { PasteRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { LazyMarkdownView } from '../../../components/markdown/LazyMarkdownView';
import { PlainTextView } from '../../../components/markdown/PlainTextView';
import { Modal } from '../../../components/Modal';
import { usePasteRecord } from '../api';

export function PreviewDialog({ paste, onClose }: { paste: PasteRecord; onClose: () => void }) {
  const { t } = useTranslation('textManagement');
  const record = usePasteRecord(paste.id);
  const content = record.data?.content;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('preview.title', { slug: paste.title || paste.slug })}
      size="lg"
    >
      <div className="space-y-3" data-testid="paste-preview">
        <p className="text-xs text-gray-500 dark:text-gray-400">{t('preview.notCounted')}</p>
        {paste.encrypted ? (
          // Ciphertext only: the key is in the share's link, never here.
          <p
            className="text-sm text-gray-700 dark:text-gray-200"
            data-testid="paste-preview-encrypted"
          >
            {t('preview.encrypted')}
          </p>
        ) : record.isError ? (
          <LoadError message={t('preview.loadFailed')} onRetry={() => void record.refetch()} />
        ) : content === undefined ? (
          <LoadingBlock />
        ) : paste.format === 'markdown' ? (
          <LazyMarkdownView source={content} />
        ) : (
          <PlainTextView text={content} />
        )}
      </div>
    </Modal>
  );
}
