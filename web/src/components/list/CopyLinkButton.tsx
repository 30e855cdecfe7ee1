/** Icon button copying a share's link; the icon turns into a tick and a toast confirms it. */
import { useEffect, useState } from 'react';
import { copyText } from '../copyText';
import { Icon, type IconName } from '../Icon';
import { useToast } from '../toast/useToast';
import { actionButtonClass } from './listClasses';

const COPIED_FOR_MS = 2000;

export interface CopyLinkButtonProps {
  url: string;
  /** Tooltip ("Copy link") and accessible name ("Copy the link of share abc"). */
  title: string;
  label: string;
  doneMessage: string;
  failedMessage: string;
  testId?: string;
  /** Set when a row has two copy buttons (share link, raw link) that must look different. */
  icon?: IconName;
}

export function CopyLinkButton({
  url,
  title,
  label,
  doneMessage,
  failedMessage,
  testId,
  icon = 'copy',
}: CopyLinkButtonProps) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyText(url)) {
      setCopied(true);
      toast.success(doneMessage);
    } else toast.error(failedMessage);
  }

  return (
    <button
      type="button"
      onClick={() => void copy()}
      title={title}
      aria-label={label}
      className={actionButtonClass}
      data-testid={testId}
    >
      <Icon name={copied ? 'copied' : icon} className="h-4 w-4" />
    </button>
  );
}
