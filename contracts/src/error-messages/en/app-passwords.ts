/** English texts of app password errors (docs/ACCOUNTS.md, "App passwords"). */
export const appPasswordsEn = {
  'appPassword.notFound': 'app password not found',
  'appPassword.tooMany': 'an account may hold at most {{max}} app passwords: revoke one first',
  'appPassword.outsideBase': 'an app password can only be kept to a folder inside {{base}}',
} as const;
