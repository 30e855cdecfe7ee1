/** The bin built as it ships (build.mjs into a temp folder) and run as a process of its own. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface BinRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface BuiltBin {
  /** The bundled file, as published. */
  path: string;
  run(
    args: string[],
    env: Record<string, string>,
    options?: {
      stdin?: string;
      cwd?: string;
      onStderr?: (text: string, child: ChildProcess) => void;
    },
  ): Promise<BinRun>;
  remove(): void;
}

export async function buildBin(): Promise<BuiltBin> {
  const dir = mkdtempSync(join(tmpdir(), 'cloudpaste-cli-dist-'));
  const build = new URL('../build.mjs', import.meta.url).pathname;
  await promisify(execFile)(process.execPath, [build, '--outdir', dir]);
  return {
    path: join(dir, 'cloudpaste.js'),
    run(args, env, options = {}) {
      return new Promise((resolve) => {
        const child = spawn(process.execPath, [join(dir, 'cloudpaste.js'), ...args], {
          env: { PATH: process.env.PATH ?? '', ...env },
          cwd: options.cwd,
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
          options.onStderr?.(chunk.toString(), child);
        });
        child.on('close', (code) => resolve({ code, stdout, stderr }));
        child.stdin.end(options.stdin ?? '');
      });
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
