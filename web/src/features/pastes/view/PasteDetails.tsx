/** A share's facts: when it was made, when it expires, views used of the limit, and its remark. */
import type { PasteView } from '@cloudpaste/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { formatRelative } from './format';

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-3' : undefined}>
      <dt className="text-xs font-medium text-gray-500 uppercase dark:text-gray-400">{label}</dt>
      <dd className="mt-0.5 text-sm text-gray-900 dark:text-gray-100">{children}</dd>
    </div>
  );
}

export function PasteDetails({ paste }: { paste: PasteView }) {
  const { t, i18n } = useTranslation('pasteView');
  const locale = i18n.language;
  const created = formatDateTime(paste.createdAt, locale, paste.createdAt);
  const maxViews = paste.maxViews === 0 ? t('details.unlimited') : String(paste.maxViews);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      <Fact label={t('details.created')}>
        <time dateTime={paste.createdAt}>{created}</time>
      </Fact>
      <Fact label={t('details.expires')}>
        {paste.expiresAt ? (
          <time dateTime={paste.expiresAt}>
            {t('details.expiresAt', {
              relative: formatRelative(paste.expiresAt, locale),
              absolute: formatDateTime(paste.expiresAt, locale, paste.expiresAt),
            })}
          </time>
        ) : (
          t('details.never')
        )}
      </Fact>
      <Fact label={t('details.views')}>
        {t('details.viewsOf', { views: paste.views ?? '—', max: maxViews })}
      </Fact>
      {paste.remark && (
        <Fact label={t('details.remark')} wide>
          <span className="break-words whitespace-pre-wrap">{paste.remark}</span>
        </Fact>
      )}
    </dl>
  );
}
