/**
 * A name the user gives a file (a URL upload's): one path segment, as the server's `fileName` rule
 * takes it, checked here so the form can say what is wrong instead of the server cutting at a '/'.
 */
import { FILENAME_MAX_LENGTH } from '@cloudpaste/contracts';

export type FileNameProblem = 'slash' | 'dots' | 'control' | 'tooLong';

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** Why `name` cannot name a file, or null; an empty name is fine (the URL's own name is kept). */
export function fileNameProblem(name: string): FileNameProblem | null {
  const trimmed = name.trim();
  if (/[/\\]/.test(trimmed)) return 'slash';
  if (trimmed === '.' || trimmed === '..') return 'dots';
  if (CONTROL_CHARS.test(trimmed)) return 'control';
  if (trimmed.length > FILENAME_MAX_LENGTH) return 'tooLong';
  return null;
}
