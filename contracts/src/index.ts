/** Public surface of the contracts package: imported by server and web alike. */
export * from './envelope.js';
export * from './error-codes.js';
export * from './permissions.js';
export * from './limits.js';
export * from './auth.js';
export * from './api-keys.js';
export * from './settings.js';
export * from './system.js';
export * from './pastes.js';
export * from './file-types.js';
export * from './files.js';
export * from './file-uploads.js';
export * from './storage-configs.js';
export * from './storage-config-views.js';
export * from './url-upload.js';
export * from './mounts.js';
export * from './fs.js';
