/** English texts of user accounts, invitations and sign-up errors (docs/ACCOUNTS.md). */
export const usersEn = {
  'auth.accountDisabled': 'this account is disabled: ask the admin to enable it',
  'auth.accountPending': 'this account is waiting for the admin to approve it',
  'user.notFound': 'account not found',
  'user.lastAdmin': 'the last active admin cannot be disabled, made a user or deleted',
  'user.notSelf': 'you cannot disable, demote or delete your own account',
  'user.moveTargetMissing': 'the account to move the shares to does not exist',
  'user.invitationInvalid': 'this invitation link has expired, was already used or is not valid',
  'user.registrationClosed': 'sign-up is closed: ask the admin for an account',
  'user.usernameCharacters': 'username may not contain spaces or ":"',
  'user.passwordTooShort': 'password must be at least {{min}} characters',
  'user.passwordTooLong': 'password is too long',
  'user.displayNameTooLong': 'display name must be at most {{max}} characters',
  'user.passwordOrInvitation': 'give either a password or invitation_hours',
  'user.moveToRequired': 'move_to is required to move shares',
  'quota.bytes':
    'your storage quota is used up: {{used}} of {{limit}} stored, this file needs {{size}} more',
  'quota.fileBytes': 'this file ({{size}}) is larger than your largest-file limit of {{limit}}',
  'quota.shares': 'you have reached your limit of {{limit}} shares: delete some to make room',
} as const;
