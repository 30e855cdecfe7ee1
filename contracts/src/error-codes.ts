/** Stable machine-readable error codes. Messages may change and are translated; these do not. */
export const ErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** The password was right but the account may not sign in: disabled, or awaiting approval. */
  ACCOUNT_INACTIVE: 'ACCOUNT_INACTIVE',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  API_KEY_INVALID: 'API_KEY_INVALID',
  FORBIDDEN: 'FORBIDDEN',
  PATH_FORBIDDEN: 'PATH_FORBIDDEN',
  /** An API key's share upload would land inside a mount where the key may not write. */
  MOUNT_AREA_FORBIDDEN: 'MOUNT_AREA_FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** Another API key already has this name (names compare exactly, case and all). */
  API_KEY_NAME_TAKEN: 'API_KEY_NAME_TAKEN',
  GONE: 'GONE',
  PRECONDITION_FAILED: 'PRECONDITION_FAILED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** An upload does not fit the remaining capacity of its storage configuration. */
  STORAGE_INSUFFICIENT: 'STORAGE_INSUFFICIENT',
  /** An account's quota (bytes stored, largest file, number of shares) would be exceeded (docs/ACCOUNTS.md). */
  QUOTA_EXCEEDED: 'QUOTA_EXCEEDED',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  /** A URL upload pointed at a loopback, private or otherwise non-public address. */
  URL_NOT_ALLOWED: 'URL_NOT_ALLOWED',
  /** A remote server (URL upload) failed or answered with an error. */
  UPSTREAM_FAILED: 'UPSTREAM_FAILED',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  /**
   * A service the request needs cannot be reached now (the storage, the database) or this instance
   * is shutting down: nothing was changed, the same request may be sent again (503).
   */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
