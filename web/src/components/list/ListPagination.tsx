/** Which shares are shown out of how many, and previous/next page controls. */
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { Button } from '../Button';

export function pageCountOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

export interface ListPaginationProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  /** Accessible name of the navigation ("Pages of file shares"). */
  label: string;
  /** Prefix of the test ids: `{prefix}-total`, `{prefix}-page-previous`, `{prefix}-page-next`. */
  testIdPrefix: string;
}

export function ListPagination({
  page,
  limit,
  total,
  onPage,
  label,
  testIdPrefix,
}: ListPaginationProps) {
  const { t, i18n } = useTranslation('common');
  const pages = pageCountOf(total, limit);
  const number = (value: number) => formatNumber(value, i18n.language);
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600 dark:text-gray-400"
    >
      <p data-testid={`${testIdPrefix}-total`}>
        {t('pagination.summary', { from: number(from), to: number(to), total: number(total) })}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          data-testid={`${testIdPrefix}-page-previous`}
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
          data-testid={`${testIdPrefix}-page-next`}
        >
          {t('pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
