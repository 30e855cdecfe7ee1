/** Which shares are shown out of how many, and previous/next page controls. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

export function pageCountOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

export interface FilePaginationProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}

export function FilePagination({ page, limit, total, onPage }: FilePaginationProps) {
  const { t, i18n } = useTranslation('fileManagement');
  const pages = pageCountOf(total, limit);
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <nav
      aria-label={t('pagination.label')}
      className="flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600 dark:text-gray-400"
    >
      <p data-testid="file-total">
        {t('pagination.summary', { from: number(from), to: number(to), total: number(total) })}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          data-testid="file-page-previous"
        >
          {t('pagination.previous')}
        </Button>
        <span aria-current="page" className="tabular-nums">
          {t('pagination.page', { page: number(page), pages: number(pages) })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          data-testid="file-page-next"
        >
          {t('pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
