/** The audit log area: what other areas and the routes use of it. */
export { AuditService, type AuditRecord, type AuditServiceOptions } from './audit.service.js';
export { csvHeader, csvLine } from './audit-csv.js';
