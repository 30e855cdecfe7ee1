/** The audit log's queries (docs/product/admin.md, "Audit log"): a page of entries, the CSV export. */
import type { AuditPage } from '@cloudpaste/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { downloadThroughLink } from '../../../api/downloadLink';

export const AUDIT_PAGE_SIZE = 50;

/** One page of the audit log, newest first; the previous page stays shown while the next loads. */
export function useAuditLog(query: Record<string, string>, page: number) {
  return useQuery({
    queryKey: ['admin', 'audit', query, page],
    queryFn: () =>
      api.get<AuditPage>('/admin/audit', {
        query: { ...query, limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the signed-in key's own entries (GET /api/audit/mine), newest first. */
export function useMyActivity(page: number) {
  return useQuery({
    queryKey: ['audit', 'mine', page],
    queryFn: () =>
      api.get<AuditPage>('/audit/mine', {
        query: { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The filtered log as CSV, streamed to disk by the browser through a one-minute link bound to
 * these filters (api/downloadLink.ts): the page never holds the log.
 */
export function useExportAudit() {
  return useMutation({
    mutationFn: (query: Record<string, string>) =>
      downloadThroughLink('/admin/audit.csv/link', query),
  });
}
