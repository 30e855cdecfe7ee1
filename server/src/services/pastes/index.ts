/**
 * Text shares: creation, reading with password and view limits, management (PasteService), with
 * the popular shares kept briefly and views counted in batches. Other service areas import it from
 * here only (docs/ARCHITECTURE.md, "Service areas").
 */
export { PasteService } from './paste.service.js';
