/**
 * Accounts: sign-in, sessions and password of every account (AuthService), the admin's user
 * management and invitations (UserService), and API keys with their permissions and base paths
 * (ApiKeyService). Other service areas import it from here only
 * (docs/ARCHITECTURE.md, "Service areas").
 */
export { ApiKeyService, maskKey } from './api-key.service.js';
export { AuthService } from './auth.service.js';
// File requests upload into file shares as their owning account (services/file-requests).
export { accountPrincipal } from './account-principal.js';
export { createAccountSecurity, type AccountSecurity } from './security.js';
// Single sign-on (docs/ACCOUNTS.md, "Single sign-on").
export { createOidcServices, OIDC_FLOW_TTL_MS, type OidcServices } from './oidc/index.js';
export { UserService } from './user.service.js';
