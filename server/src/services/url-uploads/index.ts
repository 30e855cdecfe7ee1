/**
 * Uploads from a URL: what the remote file is (UrlUploadService, through the SSRF-safe fetcher) and
 * the file shares made of it, by the browser or fetched by the server (UrlShareService). Other
 * areas and the routes import it from here only (docs/ARCHITECTURE.md, "Service areas").
 */
export { UrlUploadService, type UrlUploadLimits } from './url-upload.service.js';
export { UrlShareService } from './url-upload.share.service.js';
