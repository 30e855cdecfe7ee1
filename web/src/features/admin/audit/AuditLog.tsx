/** The admin's audit log (docs/product/admin.md, "Audit log"): filters, entries, pages, CSV export. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { errorText } from '../../../lib/errorText';
import { useAuditLog, useExportAudit } from './api';
import { QueryState } from '../common/QueryState';
import { AuditFilterForm } from './AuditFilterForm';
import { AuditEntries } from './AuditEntries';
import { auditQuery, NO_FILTERS } from './auditFilters';

export function AuditLog() {
  const { t } = useTranslation('audit');
  const [draft, setDraft] = useState(NO_FILTERS);
  const [applied, setApplied] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = useMemo(() => auditQuery(applied), [applied]);
  const log = useAuditLog(query, page);
  const exporter = useExportAudit();
  return (
    <div className="space-y-4">
      <AuditFilterForm
        values={draft}
        onChange={setDraft}
        onApply={() => {
          setApplied(draft);
          setPage(1);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('retentionHint')}</p>
        <Button
          variant="secondary"
          onClick={() => exporter.mutate(query)}
          loading={exporter.isPending}
          data-testid="audit-export"
        >
          {t('export')}
        </Button>
      </div>
      <FormAlert message={exporter.error ? errorText(exporter.error, t('exportFailed')) : null} />
      <QueryState query={log}>
        {(data) => (
          <AuditEntries
            data={data}
            isStale={log.isPlaceholderData}
            page={page}
            onPage={setPage}
            pagesLabel={t('pages')}
            testIdPrefix="audit"
            empty={{ title: t('empty.title'), description: t('empty.description') }}
          />
        )}
      </QueryState>
    </div>
  );
}
