/** An opened share: heading and details, the last-view warning, the toolbar and the content. */
import type { PasteView } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { EncryptedBadge } from '../e2ee/EncryptedBadge';
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
      {paste.encrypted && <EncryptedBadge />}
      {paste.isLastView && <LastViewNotice />}
      <PasteDetails paste={paste} />
      <PasteToolbar paste={paste} link={link} password={password} />
      <PasteReader paste={paste} />
    </article>
  );
}
