/**
 * Copies a share's raw text link (absolute, for scripts and curl). A share with a password answers
 * its raw link only with ?password=, which we do not know, so that row says so instead of copying
 * a link that would fail.
 */
import type { PasteRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { CopyLinkButton } from '../../../components/list/CopyLinkButton';
import { RowActionButton } from '../../../components/list/RowActionButton';
import { useToast } from '../../../components/toast/useToast';
import { rawShareUrl } from '../editor/shareLinks';

export function RawLinkButton({ paste }: { paste: PasteRecord }) {
  const { t } = useTranslation('textManagement');
  const toast = useToast();
  const slug = paste.slug;
  if (paste.hasPassword) {
    return (
      <RowActionButton
        icon="raw"
        title={t('actions.rawNeedsPassword')}
        label={t('actions.rawNeedsPasswordNamed', { slug })}
        onClick={() => toast.info(t('copy.rawNeedsPassword', { slug }))}
        testId="paste-action-raw"
      />
    );
  }
  return (
    <CopyLinkButton
      url={rawShareUrl(slug)}
      icon="raw"
      title={t('actions.copyRaw')}
      label={t('actions.copyRawNamed', { slug })}
      doneMessage={t('copy.rawDone')}
      failedMessage={t('copy.failed')}
      testId="paste-action-raw"
    />
  );
}
