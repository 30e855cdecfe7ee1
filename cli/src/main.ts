/**
 * The CLI's entry: `main(argv, io)` runs one command and answers its exit code; errors are one
 * line on stderr (`cloudpaste: …`) and a hint. Tests call it with their own streams (cli/test/).
 */
import packageJson from '../package.json';
import { configPath, readConfig, resolveSettings, type Settings } from './config.js';
import type { Context } from './context.js';
import { CliError, EXIT, UsageError } from './errors.js';
import { printHelp } from './help.js';
import { printLine, type Io } from './io.js';
import { configCommands } from './commands/config.js';
import { fileCommands } from './commands/file.js';
import { fsCommands } from './commands/fs.js';
import { pasteCommands } from './commands/paste.js';
import { listAll } from './commands/share-lists.js';

type Command = (ctx: Context, argv: string[]) => Promise<number>;

const GROUPS: Record<string, Record<string, Command>> = {
  paste: pasteCommands,
  file: fileCommands,
  fs: fsCommands,
  config: configCommands,
};

function commandOf(argv: string[]): { run: Command; rest: string[] } | null {
  const [group, name, ...rest] = argv;
  if (group === 'list') return { run: listAll, rest: argv.slice(1) };
  const commands = group === undefined ? undefined : GROUPS[group];
  if (!commands) return null;
  const run = name === undefined ? undefined : commands[name];
  if (!run) {
    const names = Object.keys(commands).join(', ');
    throw new UsageError(`${group} takes one of: ${names}${name ? `; not ${name}` : ''}`);
  }
  return { run, rest };
}

async function report(io: Io, error: unknown): Promise<number> {
  if (io.signal?.aborted && !(error instanceof CliError && error.exitCode !== EXIT.interrupted)) {
    await printLine(
      io.stderr,
      'cloudpaste: interrupted; run the same command again to resume an upload',
    );
    return EXIT.interrupted;
  }
  if (error instanceof CliError) {
    await printLine(io.stderr, `cloudpaste: ${error.message}`);
    if (error.hint) await printLine(io.stderr, `  (${error.hint})`);
    return error.exitCode;
  }
  await printLine(io.stderr, `cloudpaste: ${(error as Error).message ?? String(error)}`);
  return EXIT.failure;
}

const NONE: Settings = { url: null, credential: null };

export async function main(argv: string[], io: Io): Promise<number> {
  try {
    if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
      return await printHelp({ io, settings: NONE }, 'main');
    }
    if (argv[0] === '--version') {
      await printLine(io.stdout, packageJson.version);
      return EXIT.ok;
    }
    const command = commandOf(argv);
    if (!command) throw new UsageError(`unknown command ${JSON.stringify(argv[0])}`);
    // `config` works on the file itself, so a broken file or a bad CLOUDPASTE_URL can be fixed.
    const settings =
      argv[0] === 'config' ? NONE : resolveSettings(io.env, await readConfig(configPath(io.env)));
    return await command.run({ io, settings }, command.rest).catch((error: unknown) => {
      // A usage error names the command's own help.
      if (!(error instanceof UsageError)) throw error;
      throw new UsageError(error.message, argv.slice(0, argv[0] === 'list' ? 1 : 2).join(' '));
    });
  } catch (error) {
    return report(io, error);
  }
}
