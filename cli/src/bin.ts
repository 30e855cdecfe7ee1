/** The `cloudpaste` bin: main() on the process's own streams; Ctrl-C stops an upload resumably. */
import { main } from './main.js';

const controller = new AbortController();
process.once('SIGINT', () => controller.abort());

process.exitCode = await main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  stderrIsTTY: process.stderr.isTTY === true,
  cwd: process.cwd(),
  signal: controller.signal,
});
