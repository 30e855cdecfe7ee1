/** Honest placeholder for admin screens whose features arrive in a later release. */
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';

export type ComingSoonArea = 'file' | 'mount' | 'storage';

const DESCRIPTIONS: Readonly<Record<ComingSoonArea, string>> = {
  file: 'placeholders.file',
  mount: 'placeholders.mount',
  storage: 'placeholders.storage',
};

export function ComingSoon({ area }: { area: ComingSoonArea }) {
  const { t } = useTranslation('admin');
  return <EmptyState title={t('placeholders.title')} description={t(DESCRIPTIONS[area])} />;
}
