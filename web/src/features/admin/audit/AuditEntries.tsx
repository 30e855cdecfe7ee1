/** A page of audit entries with its pagination, or the empty state: the admin's log and My activity. */
import type { AuditPage } from '@cloudpaste/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/list/ListPagination';
import { AUDIT_PAGE_SIZE } from './api';
import { AuditTable, type AuditTableProps } from './AuditTable';

export interface AuditEntriesProps extends Omit<AuditTableProps, 'entries'> {
  data: AuditPage;
  page: number;
  onPage: (page: number) => void;
  /** The pagination's accessible name and test id prefix. */
  pagesLabel: string;
  testIdPrefix: string;
  empty: { title: string; description: string };
}

export function AuditEntries({
  data,
  page,
  onPage,
  pagesLabel,
  testIdPrefix,
  empty,
  ...table
}: AuditEntriesProps) {
  if (data.total === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <div className="space-y-4">
      <AuditTable entries={data.entries} {...table} />
      <ListPagination
        page={page}
        limit={AUDIT_PAGE_SIZE}
        total={data.total}
        onPage={onPage}
        label={pagesLabel}
        testIdPrefix={testIdPrefix}
      />
    </div>
  );
}
