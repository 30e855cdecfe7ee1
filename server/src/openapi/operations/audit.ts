/** The audit log (docs/API.md, "Audit log"). */
import { auditFilterInput, auditListInput } from '@cloudpaste/contracts';
import { auditPageAnswer } from '@cloudpaste/contracts/answers';
import { ADMIN, json, key, named, type ApiOperation } from '../operation.js';

const AUDIT = 'Audit log';
const listQuery = named('AuditListInput', auditListInput);
const page = json(named('AuditPage', auditPageAnswer));

export const auditOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/audit',
    tag: AUDIT,
    summary: ['A filtered page of the audit log', '按条件分页读取审计日志'],
    access: ADMIN,
    query: listQuery,
    answer: page,
  },
  {
    method: 'get',
    path: '/api/admin/audit.csv',
    tag: AUDIT,
    summary: ['The filtered audit log as CSV', '按条件导出审计日志 CSV'],
    access: ADMIN,
    query: named('AuditFilterInput', auditFilterInput),
    answer: { kind: 'bytes', mediaType: 'text/csv', description: 'The entries, streamed' },
  },
  {
    method: 'get',
    path: '/api/audit/mine',
    tag: AUDIT,
    summary: ["The caller's own entries", '调用者自己的审计记录'],
    access: key(),
    query: listQuery,
    answer: page,
  },
];
