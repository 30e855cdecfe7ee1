/**
 * "Copy link" and "Copy direct link": a link from /fs/file-link that works without logging in
 * (inline, or forcing the download), copied as an absolute URL, with when it stops working.
 */
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copyText';
import { useToast } from '../../../components/toast/useToast';
import { errorText } from '../../../lib/errorText';
import { formatDateTime } from '../../../lib/format';
import { absoluteContentUrl } from '../api';
import { useFileLinkFetcher } from './api';

export function useCopyFileLink() {
  const { t, i18n } = useTranslation('explorer');
  const toast = useToast();
  const fetchLink = useFileLinkFetcher();

  return async (path: string, forceDownload: boolean) => {
    try {
      const link = await fetchLink(path, forceDownload);
      if (!(await copyText(absoluteContentUrl(link.url)))) {
        toast.error(t('menu.copyFailed'));
        return;
      }
      const time = link.expires_at ? formatDateTime(link.expires_at, i18n.language) : null;
      toast.success(time ? t('menu.linkCopiedUntil', { time }) : t('menu.linkCopiedForever'));
    } catch (error) {
      toast.error(errorText(error, t('menu.noLink')));
    }
  };
}
