/**
 * The running product as the admin sees it: the dashboard's figures (SystemService) and which
 * instance of a cluster runs each scheduled job (JobLeaseService). Other service areas import it
 * from here only (docs/ARCHITECTURE.md, "Service areas").
 */
export { JobLeaseService } from './job-leases.service.js';
export { SystemService } from './system.service.js';
