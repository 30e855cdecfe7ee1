/** Icon button copying a share's link; the icon turns into a tick and a toast confirms it. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copyText';
import { useToast } from '../../../components/toast/useToast';
import { ActionIcon } from './ActionIcon';
import { actionButtonClass } from './styles';
import { pasteShareUrl } from './shareLinks';

const COPIED_FOR_MS = 2000;

export function CopyLinkButton({ slug }: { slug: string }) {
  const { t } = useTranslation('textManagement');
  const toast = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyText(pasteShareUrl(slug))) {
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
      data-testid="paste-action-copy"
    >
      <ActionIcon name={copied ? 'copied' : 'copy'} />
    </button>
  );
}
