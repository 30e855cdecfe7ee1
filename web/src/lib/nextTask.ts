/**
 * Resolves in a later task, so the browser may paint and handle input between two pieces of work
 * that together would make one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
