/** Nothing to list: either no file shares at all (with a way to upload) or none matching the search. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryLinkClass } from '../../../components/classes';
import { ShareListEmpty } from '../../../components/list/ShareListEmpty';

export function FileListEmpty({ search }: { search: string }) {
  const { t } = useTranslation('fileManagement');
  return (
    <ShareListEmpty
      search={search}
      texts={{
        title: t('empty.title'),
        description: t('empty.description'),
        searchTitle: t('empty.searchTitle', { search }),
        searchDescription: t('empty.searchDescription'),
      }}
      action={
        <Link to="/upload" className={primaryLinkClass}>
          {t('empty.upload')}
        </Link>
      }
    />
  );
}
