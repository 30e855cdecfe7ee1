/** rclone (Debian's package) as a WebDAV client of /dav: a config file and a non-blocking runner. */
import { execFile, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { baseURL } from './context.js';

export interface RcloneRun {
  ok: boolean;
  output: string;
}

/**
 * Writes `rclone.conf` in `folder` with one remote, `cp:`, at this server's /dav signed in as
 * `user` (the password obscured as rclone wants it), and answers its path.
 */
export function rcloneConfig(folder: string, user: string, password: string): string {
  const obscured = spawnSync('rclone', ['obscure', password], { encoding: 'utf8' }).stdout.trim();
  const config = join(folder, 'rclone.conf');
  writeFileSync(
    config,
    `[cp]\ntype = webdav\nurl = ${baseURL()}/dav\nvendor = other\nuser = ${user}\npass = ${obscured}\n`,
  );
  return config;
}

/**
 * Runs rclone without blocking the event loop: a blocked loop misses the server closing idle
 * keep-alive sockets, and the next API call would reuse a dead one.
 */
export async function rclone(config: string, args: string[]): Promise<RcloneRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)('rclone', ['--config', config, ...args], {
      timeout: 300_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { ok: true, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? failed.message}` };
  }
}
