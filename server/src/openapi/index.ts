/**
 * The API's OpenAPI document (docs/API.md, "OpenAPI"): every operation of the route tables,
 * serialized once per process with its ETag.
 */
import { createHash } from 'node:crypto';
import { buildDocument } from './document.js';
import type { ApiOperation } from './operation.js';
import { auditOperations } from './operations/audit.js';
import { fsOperations } from './operations/fs.js';
import { folderShareOperations } from './operations/folder-shares.js';
import { fileRequestOperations } from './operations/file-requests.js';
import { shareOperations } from './operations/shares.js';
import { storageOperations } from './operations/storage.js';
import { systemOperations } from './operations/system.js';
import { uploadOperations } from './operations/uploads.js';
import { userOperations } from './operations/users.js';
import { accountSecurityOperations } from './operations/account-security.js';
import { appPasswordOperations } from './operations/app-passwords.js';
import { oidcOperations } from './operations/oidc.js';

export { buildDocument, openApiPath, type OpenApiDocument } from './document.js';

export const API_OPERATIONS: readonly ApiOperation[] = [
  ...systemOperations,
  ...userOperations,
  ...accountSecurityOperations,
  ...appPasswordOperations,
  ...oidcOperations,
  ...auditOperations,
  ...shareOperations,
  ...uploadOperations,
  ...fsOperations,
  ...folderShareOperations,
  ...fileRequestOperations,
  ...storageOperations,
];

let built: { json: string; etag: string } | undefined;

/** The document as JSON and its ETag, made on first use. */
export function openApiJson() {
  if (!built) {
    const json = JSON.stringify(buildDocument(API_OPERATIONS));
    built = {
      json,
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
    };
  }
  return built;
}
