/**
 * The saved share's links (page, QR code, raw) and facts, hidden again after a countdown (the
 * result card offers them again). Opening the share from here counts a view, and says so.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { focusRing } from '../../../components/classes';
import { CopyableValue } from '../../../components/CopyableValue';
import { QrCode } from '../../../components/QrCode';
import { qrFileBase } from '../../../components/qrDownload';
import { useCountdown } from '../../../components/useCountdown';
import { formatDateTime } from '../../../lib/format';
import { pasteShareUrl } from '../../../lib/shareLinks';
import type { SavedShare } from './pasteBodies';
import { linkWithKey } from '../e2ee/sealing';
import { rawShareUrl } from './shareLinks';

/** How long the links stay on screen, so a share made on a shared screen does not linger there. */
export const LINK_VISIBLE_SECONDS = 60;

export interface ShareLinkDetailsProps {
  share: SavedShare;
  onHide: () => void;
}

export function ShareLinkDetails({ share, onHide }: ShareLinkDetailsProps) {
  const { t, i18n } = useTranslation('editor');
  const remaining = useCountdown(LINK_VISIBLE_SECONDS, onHide);
  const openNoteId = useId();
  // An encrypted share's link carries its key in the fragment, which browsers never send.
  const url = share.key
    ? linkWithKey(pasteShareUrl(share.slug), share.key)
    : pasteShareUrl(share.slug);
  const rawUrl = rawShareUrl(share.slug, share.password);
  const expiry = share.expiresAt
    ? formatDateTime(share.expiresAt, i18n.language, share.expiresAt)
    : t('result.never');
  const facts = [
    [t('result.password'), share.hasPassword ? t('result.passwordSet') : t('result.passwordNone')],
    [t('result.expires'), expiry],
    [t('result.maxViews'), share.maxViews > 0 ? String(share.maxViews) : t('result.unlimited')],
  ];
  if (share.key) {
    facts.push([
      t('result.encryption'),
      share.hasE2eePassword ? t('result.encryptedWithPassword') : t('result.encrypted'),
    ]);
  }

  return (
    <div className="grid gap-4 md:grid-cols-[1fr_auto]">
      <div className="min-w-0 space-y-3">
        <div>
          <p className="mb-1 text-sm font-medium text-gray-700 dark:text-gray-200">
            {t('result.link')}
          </p>
          <CopyableValue value={url} data-testid="share-link" copyLabel={t('result.copyLink')} />
          {share.key && (
            <p
              className="mt-1 text-xs text-emerald-800 dark:text-emerald-300"
              data-testid="share-key-note"
            >
              {t('result.keyInLink')}
            </p>
          )}
        </div>
        <div>
          <p className="mb-1 text-sm font-medium text-gray-700 dark:text-gray-200">
            {t('result.rawLink')}
          </p>
          <CopyableValue
            value={rawUrl}
            data-testid="share-raw-link"
            copyLabel={t('result.copyRaw')}
          />
          {share.password && (
            <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">
              {t('result.rawHasPassword')}
            </p>
          )}
          {share.key && (
            <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">
              {t('result.rawIsCiphertext')}
            </p>
          )}
        </div>
        <div>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            title={t('result.openHint')}
            aria-describedby={share.maxViews > 0 ? openNoteId : undefined}
            data-testid="share-open"
            className={`inline-flex items-center rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700 dark:bg-blue-600 dark:hover:bg-blue-700 ${focusRing}`}
          >
            {t('result.open')}
          </a>
          {share.maxViews > 0 && (
            <p
              id={openNoteId}
              data-testid="share-open-note"
              className="mt-1 text-xs text-amber-800 dark:text-amber-300"
            >
              {share.maxViews === 1
                ? t('result.openUsesOnlyView')
                : t('result.openUsesView', { max: share.maxViews })}
            </p>
          )}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-gray-500 dark:text-gray-400">{term}</dt>
              <dd className="text-gray-900 dark:text-gray-100">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-col items-center gap-2">
        <QrCode
          value={url}
          size={160}
          title={t('result.qr')}
          testId="share-qr"
          downloadName={qrFileBase(share.slug)}
        />
        <p className="text-xs text-gray-500 dark:text-gray-400">{t('result.qrHint')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 md:col-span-2">
        <p data-testid="share-countdown" className="text-sm text-gray-600 dark:text-gray-400">
          {t('result.countdown', { count: remaining })}
        </p>
        <Button variant="ghost" size="sm" onClick={onHide} data-testid="share-hide">
          {t('result.hideNow')}
        </Button>
      </div>
    </div>
  );
}
