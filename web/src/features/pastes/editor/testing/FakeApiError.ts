/** Test stand-in for the api client's ApiError, so code reading `status` behaves as in the app. */
export class FakeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
