/** Nothing to list: either no file shares at all (with a way to upload) or none matching the search. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryLinkClass } from '../../../components/classes';
import { EmptyState } from '../../../components/EmptyState';

export function FileListEmpty({ search }: { search: string }) {
  const { t } = useTranslation('fileManagement');
  if (search) {
    return (
      <EmptyState
        title={t('empty.searchTitle', { search })}
        description={t('empty.searchDescription')}
      />
    );
  }
  return (
    <EmptyState
      title={t('empty.title')}
      description={t('empty.description')}
      action={
        <Link to="/upload" className={primaryLinkClass}>
          {t('empty.upload')}
        </Link>
      }
    />
  );
}
