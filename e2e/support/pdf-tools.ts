/**
 * Debian's poppler-utils (pdftotext, pdftoppm) for the export tests (e2e/specs/export.spec.ts),
 * installed with apt-get when missing, as scripts/ensure-test-deps.sh installs the other tools.
 */
import { execFileSync } from 'node:child_process';

function has(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function ensurePdfTools(): void {
  if (has('pdftotext') && has('pdftoppm')) return;
  const root = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (...args: string[]) =>
    execFileSync(
      root[0] ?? 'apt-get',
      [...root.slice(1), ...(root.length ? ['apt-get'] : []), ...args],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
  apt('update', '-qq');
  apt('install', '-y', '-qq', '--no-install-recommends', 'poppler-utils');
}

/** The text of a PDF, as pdftotext lays it out. */
export function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}
