/** The audit log (docs/API.md, "Audit log"). */
import { auditFilterInput, auditListInput } from '@cloudpaste/contracts';
import { auditPageAnswer } from '@cloudpaste/contracts/answers';
import { ADMIN, json, key, named, PUBLIC, type ApiOperation } from '../operation.js';
import { downloadLink } from './system.js';

const AUDIT = 'Audit log';
const listQuery = named('AuditListInput', auditListInput);
const page = json(named('AuditPage', auditPageAnswer));
const filterQuery = named('AuditFilterInput', auditFilterInput);
const csv = { kind: 'bytes', mediaType: 'text/csv', description: 'The entries, streamed' } as const;

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
    query: filterQuery,
    answer: csv,
  },
  {
    method: 'post',
    path: '/api/admin/audit.csv/link',
    tag: AUDIT,
    summary: [
      'A one-minute link that exports the filtered CSV without credentials',
      '生成一分钟内有效、无需凭据即可按条件导出 CSV 的链接',
    ],
    access: ADMIN,
    query: filterQuery,
    answer: downloadLink,
  },
  {
    method: 'get',
    path: '/api/admin/audit.csv/:token',
    tag: AUDIT,
    summary: [
      'Export the CSV by the link POST /api/admin/audit.csv/link made (filters as signed)',
      '通过 POST /api/admin/audit.csv/link 生成的链接导出 CSV（筛选条件不可更改）',
    ],
    access: PUBLIC,
    query: filterQuery,
    answer: csv,
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
