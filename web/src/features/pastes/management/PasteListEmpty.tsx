/** Nothing to list: either no shares at all (with a way to make one) or none matching the search. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShareListEmpty } from '../../../components/list/ShareListEmpty';

const linkClass =
  'inline-flex items-center rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700 dark:bg-blue-500 dark:hover:bg-blue-400';

export function PasteListEmpty({ search }: { search: string }) {
  const { t } = useTranslation('textManagement');
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
        <Link to="/" className={linkClass}>
          {t('empty.create')}
        </Link>
      }
    />
  );
}
