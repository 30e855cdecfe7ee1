/** Icon button copying a share's link; the icon turns into a tick and a toast confirms it. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copyText';
import { useToast } from '../../../components/toast/useToast';
import { fileShareUrl } from '../view/format';
import { ActionIcon } from './ActionIcon';
import { actionButtonClass } from './styles';

const COPIED_FOR_MS = 2000;

export function CopyLinkButton({ slug }: { slug: string }) {
  const { t } = useTranslation('fileManagement');
  const toast = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyText(fileShareUrl(slug))) {
      setCopied(true);
      toast.success(t('copy.done'));
    } else toast.error(t('copy.failed'));
  }

  return (
    <button
      type="button"
      onClick={() => void copy()}
      title={t('actions.copyLink')}
      aria-label={t('actions.copyLinkNamed', { slug })}
      className={actionButtonClass}
      data-testid="file-action-copy"
    >
      <ActionIcon name={copied ? 'copied' : 'copy'} />
    </button>
  );
}
