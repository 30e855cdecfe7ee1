/** What an error says, whatever was thrown: its message, or the thrown value as text. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
