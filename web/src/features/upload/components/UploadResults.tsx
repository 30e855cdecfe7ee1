/** The shares this visit created, ready to hand out. */
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format';
import type { UploadedShare } from '../engine/context';
import { ShareLinkItem } from './ShareLinkItem';

export function UploadResults({ shares }: { shares: readonly UploadedShare[] }) {
  const { t, i18n } = useTranslation('upload');
  if (shares.length === 0) return null;
  return (
    <section
      aria-labelledby="upload-results-title"
      data-testid="upload-results"
      className="rounded-lg border border-green-200 bg-white shadow-sm dark:border-green-900 dark:bg-gray-900"
    >
      <h2
        id="upload-results-title"
        className="border-b border-green-200 px-4 py-3 text-base font-semibold text-green-800 dark:border-green-900 dark:text-green-300"
      >
        {t('results.title', { count: shares.length })}
      </h2>
      <ul className="divide-y divide-gray-200 dark:divide-gray-700">
        {shares.map((share) => (
          <ShareLinkItem
            key={share.id}
            slug={share.slug}
            name={share.filename}
            linkKey={share.linkKey}
            detail={[
              formatBytes(share.size, i18n.language),
              share.requires_password ? t('results.hasPassword') : null,
              share.linkKey ? t('results.encrypted') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        ))}
      </ul>
    </section>
  );
}
