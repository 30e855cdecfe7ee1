/** English texts of session and two-factor sign-in errors (docs/ACCOUNTS.md). */
export const twoFactorEn = {
  'twoFactor.codeWrong': 'the code is wrong or was used already',
  'twoFactor.challengeInvalid': 'this sign-in has expired: enter your username and password again',
  'twoFactor.alreadyOn': 'two-factor sign-in is already on: turn it off first',
  'twoFactor.notEnrolling': 'start enrolling first: no secret is waiting for a code',
  'twoFactor.notOn': 'two-factor sign-in is not on',
  'twoFactor.proofWrong': 'the password or code is wrong',
  'twoFactor.proofRequired': 'password or code is required',
  'session.notFound': 'session not found',
} as const;
