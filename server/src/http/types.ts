/** The Hono environment shared by every route and middleware. */
import type { Logger } from 'pino';
import type { AppError } from '../errors.js';
import type { Principal } from '../policies/access.js';
import type { AuditRecorder } from './audit-trail.js';

/** Which credential a request carried and failed with, so 401s can say the right thing. */
export type CredentialKind = 'admin' | 'apikey' | null;

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    principal: Principal | null;
    /** Set when a credential was sent but could not be verified. */
    failedCredential: CredentialKind;
    /** The 429 a failed credential gets instead of its 401, while the client's address must wait. */
    credentialRefusal: AppError | null;
    /** The raw bearer token, for logout. */
    adminToken: string | null;
    /** Records an audit entry as this request's caller (http/audit-trail.ts); unset off /api. */
    audit: AuditRecorder | undefined;
  };
}
