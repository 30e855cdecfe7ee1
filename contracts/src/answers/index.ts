/**
 * The `data` of the API's main answers as zod schemas, for the OpenAPI document only (the server's
 * openapi/ builds it; docs/API.md, "OpenAPI"). Each is proved at compile time to be exactly the
 * interface the services answer with. A subpath of its own: the web app never loads these.
 */
export * from './accounts.js';
export * from './account-security.js';
export * from './app-passwords.js';
export * from './file-requests.js';
export * from './audit.js';
export * from './files.js';
export * from './folder-shares.js';
export * from './fs.js';
export * from './mounts.js';
export * from './pastes.js';
export * from './settings.js';
export * from './small.js';
export * from './storage.js';
export * from './system.js';
export * from './url-uploads.js';
export * from './users.js';
export * from './uploads.js';
export * from './oidc.js';
