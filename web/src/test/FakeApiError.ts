/** Test stand-in for the api client's ApiError, so code reading `status` and `code` behaves as in the app. */
export class FakeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's stable error code, when the test's answer carries one. */
    readonly code?: string,
  ) {
    super(message);
  }
}
