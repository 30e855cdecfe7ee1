/** Honest placeholder for a feature that a later release builds: says so, pretends nothing. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

export interface ComingSoonProps {
  /** Translated name of the feature, used as the page heading. */
  feature: string;
  /** An extra line, e.g. which share link was opened. */
  detail?: string;
  action?: ReactNode;
}

export function ComingSoon({ feature, detail, action }: ComingSoonProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={feature} description={detail} />
      <EmptyState
        title={t('comingSoon.badge')}
        description={t('comingSoon.description')}
        action={action}
      />
    </>
  );
}

export default ComingSoon;
