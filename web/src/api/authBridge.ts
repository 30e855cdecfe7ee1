/**
 * The seam between the api client and the auth store. The store registers itself here, so the
 * client can read credentials and report a rejected one without importing auth/ (which imports
 * the client: a direct import both ways would be a cycle).
 */
export type Credential = { type: 'admin'; token: string } | { type: 'apikey'; key: string };

export interface AuthBridge {
  /** The credential to send, or null when nobody is logged in. */
  getCredential(): Credential | null;
  /** The server rejected this credential with 401: log out and tell the app. */
  onCredentialRejected(type: Credential['type']): void;
}

let bridge: AuthBridge | null = null;

export function registerAuthBridge(next: AuthBridge | null): void {
  bridge = next;
}

export function currentCredential(): Credential | null {
  return bridge?.getCredential() ?? null;
}

export function rejectCredential(type: Credential['type']): void {
  bridge?.onCredentialRejected(type);
}

export function authorizationHeader(credential: Credential): string {
  return credential.type === 'admin' ? `Bearer ${credential.token}` : `ApiKey ${credential.key}`;
}
