/** Every error message in English, by reason id: this object's keys are the catalogue's reasons. */
import { backupEn } from './en/backup.js';
import { authEn } from './en/auth.js';
import { fsEn } from './en/fs.js';
import { folderSharesEn } from './en/folder-shares.js';
import { httpEn } from './en/http.js';
import { sharesEn } from './en/shares.js';
import { storageEn } from './en/storage.js';
import { uploadsEn } from './en/uploads.js';
import { usersEn } from './en/users.js';
import { twoFactorEn } from './en/two-factor.js';
import { appPasswordsEn } from './en/app-passwords.js';
import { fileRequestsEn } from './en/file-requests.js';
import { oidcEn } from './en/oidc.js';
import { validationEn } from './en/validation.js';

export const errorMessagesEn = {
  ...httpEn,
  ...validationEn,
  ...authEn,
  ...sharesEn,
  ...uploadsEn,
  ...fsEn,
  ...folderSharesEn,
  ...storageEn,
  ...backupEn,
  ...usersEn,
  ...twoFactorEn,
  ...appPasswordsEn,
  ...fileRequestsEn,
  ...oidcEn,
} as const;
