/** An opened share: heading and details, the last-view warning, the toolbar and the content. */
import type { PasteView } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { PageHeader } from '../../../components/PageHeader';
import { shareLink } from './format';
import { LastViewNotice } from './LastViewNotice';
import { PasteDetails } from './PasteDetails';
import { PasteReader } from './PasteReader';
import { PasteToolbar } from './PasteToolbar';

export interface PasteDocumentProps {
  paste: PasteView & { content: string };
  password?: string;
  /** The share's link to copy and show as a QR code; an encrypted share's carries its key. */
  link?: string;
}

export function PasteDocument({ paste, password, link = shareLink() }: PasteDocumentProps) {
  const { t } = useTranslation('pasteView');
  return (
    <article className="space-y-4">
      {/* A titled share is headed by its title; the line under it still says what and which it is. */}
      <PageHeader
        title={paste.title || t('heading')}
        description={paste.title ? t('headingTitled', { slug: paste.slug }) : paste.slug}
      />
      {paste.encrypted && (
        <p
          data-testid="paste-e2ee-badge"
          className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
        >
          <Icon name="lock" className="h-3.5 w-3.5" />
          {t('e2ee.badge')}
        </p>
      )}
      {paste.isLastView && <LastViewNotice />}
      <PasteDetails paste={paste} />
      <PasteToolbar paste={paste} link={link} password={password} />
      <PasteReader paste={paste} />
    </article>
  );
}
