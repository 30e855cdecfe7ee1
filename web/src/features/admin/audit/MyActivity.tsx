/**
 * An API key's own audit entries (docs/product/admin.md, "Audit log"): the admin page's table and
 * pages, without filters or export, and without the "who" column, since every entry is this key's.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../common/QueryState';
import { useMyActivity } from './api';
import { AuditEntries } from './AuditEntries';

export function MyActivity() {
  const { t } = useTranslation('audit');
  const [page, setPage] = useState(1);
  const mine = useMyActivity(page);
  return (
    <QueryState query={mine}>
      {(data) => (
        <AuditEntries
          data={data}
          isStale={mine.isPlaceholderData}
          showActor={false}
          caption={t('mine.caption')}
          page={page}
          onPage={setPage}
          pagesLabel={t('mine.pages')}
          testIdPrefix="my-activity"
          empty={{ title: t('mine.emptyTitle'), description: t('mine.emptyDescription') }}
        />
      )}
    </QueryState>
  );
}
