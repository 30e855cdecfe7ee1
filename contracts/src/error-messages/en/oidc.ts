/** English texts of single sign-on errors (docs/ACCOUNTS.md, "Single sign-on"). */
export const oidcEn = {
  'oidc.disabled': 'single sign-on is not enabled',
  'oidc.notConfigured':
    'single sign-on is not fully set up: the issuer, client id and public address are needed',
  'oidc.stateInvalid':
    'this sign-in was not started here, has expired or was already used: start again',
  'oidc.providerUnreachable': 'the identity provider could not be reached: try again later',
  'oidc.providerRefused': 'the identity provider refused the sign-in',
  'oidc.codeRejected':
    'the identity provider refused the sign-in code (already used or expired): start again',
  'oidc.tokenInvalid':
    "the identity provider's answer could not be verified (an expired or invalid ID token): start again",
  'oidc.noAccount':
    'no account is linked to this identity and new accounts are not made automatically: ask the admin',
  'oidc.usernameMissing': 'the identity provider sent no usable username',
  'oidc.usernameTaken':
    'an account with this username already exists: sign in with its password, then link single sign-on on the Account page',
  'oidc.alreadyLinked': 'this identity is already linked to another account',
  'oidc.identityNotFound': 'linked identity not found',
  'oidc.insecureIssuer':
    'the issuer must use https (plain http is accepted only for a provider on this machine)',
  'oidc.originInvalid': 'public_origin must be an origin such as https://paste.example.com',
  'oidc.scopesOpenid': 'scopes must include openid',
} as const;
