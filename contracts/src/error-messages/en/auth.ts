/** English texts of sign-in, account and API key errors. */
export const authEn = {
  'auth.sessionExpired': 'admin session expired, please log in again',
  'auth.apiKeyInvalid': 'API key invalid or expired',
  'auth.apiKeyRequired': 'API key required',
  'auth.invalidCredentials': 'invalid username or password',
  'auth.currentPasswordWrong': 'current password is incorrect',
  'auth.usernameTaken': 'username is already taken',
  'auth.webdavCredentials': 'invalid WebDAV credentials',
  'audit.linkExpired':
    'this audit log export link has expired or is not valid: export again from the Audit log page',
  'auth.newPasswordOrUsername': 'newPassword or newUsername is required',
  'auth.samePassword': 'new password must differ from the current password',
  'auth.newPasswordTooShort': 'new password must be at least {{min}} characters',
  'auth.newPasswordTooLong': 'new password is too long',
  'apiKey.nameTaken': 'an API key named "{{name}}" already exists',
  'apiKey.valueTaken': 'an API key with this value already exists',
  'apiKey.notFound': 'API key not found',
  'apiKey.exceedsOwner':
    'an API key may not carry a permission or reach a path its owner does not have',
  'apiKey.roleFormat': 'role must be upper-case letters, digits or underscore',
  'apiKey.permissionsInteger': 'permissions must be a non-negative integer',
  'apiKey.permissionsUnknown': 'permissions contains unknown bits',
  'apiKey.basicPathInvalid': 'basic_path is not a valid path',
  'apiKey.isGuestFlag': 'is_guest must be 1 or 0',
  'apiKey.customKeyCharacters': 'custom_key may contain only letters, digits, ".", "_" and "-"',
  'apiKey.customKeyGuessable':
    'custom_key is too easy to guess: use at least {{distinct}} different characters, not a repeated block or a run such as abcd',
} as const;
