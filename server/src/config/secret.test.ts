/** The generated secret: made once, kept, and the same for instances starting together. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from './secret.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cloudpaste-secret-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Processes of their own calling loadOrCreateSecret on `dir`: each loads the module, says so, and
 * waits for the word to go, which all get at once when all are ready.
 */
async function secretsFromProcesses(count: number): Promise<string[]> {
  const children = Array.from({ length: count }, startProcess);
  await Promise.all(children.map((child) => child.ready));
  for (const child of children) child.go();
  return Promise.all(children.map((child) => child.secret));
}

function startProcess() {
  const source = new URL('./secret.ts', import.meta.url).pathname;
  const script = `import { loadOrCreateSecret } from ${JSON.stringify(source)};
process.stdout.write('ready\\n');
process.stdin.once('data', () => {
  process.stdout.write(loadOrCreateSecret(${JSON.stringify(dir)}, undefined));
  process.exit(0);
});`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  let out = '';
  let err = '';
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith('ready\n')) markReady();
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const secret = new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      markReady(); // a process that failed before it was ready holds no one up
      if (code === 0) resolve(out.slice('ready\n'.length));
      else reject(new Error(err));
    });
  });
  return { ready, secret, go: () => child.stdin.write('go\n') };
}

describe('the server secret', () => {
  it('uses APP_SECRET when given, and writes nothing', () => {
    expect(loadOrCreateSecret(dir, 'x'.repeat(40))).toBe('x'.repeat(40));
    expect(readdirSync(dir)).toEqual([]);
  });

  it('is generated once into secret.key, readable by its owner only, and kept', () => {
    const secret = loadOrCreateSecret(dir, undefined);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(dir, undefined)).toBe(secret);
    expect(readdirSync(dir)).toEqual(['secret.key']);
  });

  it('refuses a stored secret that is too short', () => {
    writeFileSync(join(dir, 'secret.key'), 'short\n');
    expect(() => loadOrCreateSecret(dir, undefined)).toThrow(/shorter than 32 characters/);
  });

  it('is one secret for instances that start at the same moment', async () => {
    const secrets = await secretsFromProcesses(8);
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    expect(readdirSync(dir)).toEqual(['secret.key']);
  });
});
