/** Every error message in Chinese, by reason id; the compiler holds it to the English key set. */
import type { ErrorReason } from './reasons.js';
import { backupZh } from './zh/backup.js';
import { authZh } from './zh/auth.js';
import { fsZh } from './zh/fs.js';
import { folderSharesZh } from './zh/folder-shares.js';
import { httpZh } from './zh/http.js';
import { sharesZh } from './zh/shares.js';
import { storageZh } from './zh/storage.js';
import { uploadsZh } from './zh/uploads.js';
import { usersZh } from './zh/users.js';
import { twoFactorZh } from './zh/two-factor.js';
import { appPasswordsZh } from './zh/app-passwords.js';
import { fileRequestsZh } from './zh/file-requests.js';
import { oidcZh } from './zh/oidc.js';
import { validationZh } from './zh/validation.js';

export const errorMessagesZh: Readonly<Record<ErrorReason, string>> = {
  ...httpZh,
  ...validationZh,
  ...authZh,
  ...sharesZh,
  ...uploadsZh,
  ...fsZh,
  ...folderSharesZh,
  ...storageZh,
  ...backupZh,
  ...usersZh,
  ...twoFactorZh,
  ...appPasswordsZh,
  ...fileRequestsZh,
  ...oidcZh,
};
