/**
 * A new name for a folder or file (new folder, rename): one path segment, so no '/', and not the
 * '.' or '..' that mean "here" and "above". The server checks again and says why it refuses.
 */
export type NameProblem = 'empty' | 'slash' | 'dots';

export function nameProblem(name: string): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.includes('/')) return 'slash';
  if (trimmed === '.' || trimmed === '..') return 'dots';
  return null;
}
