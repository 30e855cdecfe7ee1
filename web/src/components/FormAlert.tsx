/** A form-level error (validation summary or the server's answer), announced when it appears. */
export function FormAlert({ message, testId }: { message?: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      {message}
    </p>
  );
}
