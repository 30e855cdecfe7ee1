export { linkVisitor, type VisitedLink } from './link-visitor.js';
export { QuotaService, type ShareClaim } from './quota.service.js';
export {
  insertFileUnlessTaken,
  insertPasteUnlessTaken,
  markReadyWithinQuota,
  quotaFileInsert,
} from './quota-inserts.js';
