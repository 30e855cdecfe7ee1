/** Honest placeholder for admin screens whose features arrive in a later release. */
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';

export type ComingSoonArea = 'mount';

const DESCRIPTIONS: Readonly<Record<ComingSoonArea, string>> = {
  mount: 'placeholders.mount',
};

export function ComingSoon({ area }: { area: ComingSoonArea }) {
  const { t } = useTranslation('admin');
  return <EmptyState title={t('placeholders.title')} description={t(DESCRIPTIONS[area])} />;
}
