/** The JSON envelope every API answer uses: `code` equals the HTTP status. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  success: boolean;
}

/** Status codes the client treats as success inside a body `code`. */
export const SUCCESS_CODES: readonly number[] = [200, 201, 202];

export interface Pagination {
  total: number;
  limit: number;
  offset: number;
  page?: number;
}

/**
 * What one failed item of a batch answer carries besides its English `error`: the catalogue reason
 * and its values, when the failure is one the catalogue knows (docs/API.md, "Errors").
 */
export interface ItemFailureReason {
  reason?: string;
  params?: Readonly<Record<string, string | number>>;
}
