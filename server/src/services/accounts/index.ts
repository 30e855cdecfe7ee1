/**
 * Accounts: sign-in, sessions and password of every account (AuthService), the admin's user
 * management and invitations (UserService), and API keys with their permissions and base paths
 * (ApiKeyService). Other service areas import it from here only
 * (docs/ARCHITECTURE.md, "Service areas").
 */
export { ApiKeyService, maskKey } from './api-key.service.js';
export { AuthService } from './auth.service.js';
export { createAccountSecurity, type AccountSecurity } from './security.js';
export { UserService } from './user.service.js';
