/**
 * The CLI's entry: `main(argv, io)` runs one command and answers its exit code; errors are one
 * line on stderr (`cloudpaste: …`) and a hint, in the run's language (i18n/locale.ts). Tests call
 * it with their own streams (cli/test/).
 */
import packageJson from '../package.json';
import { configPath, readConfig, resolveSettings, type Settings } from './config.js';
import type { Context } from './context.js';
import { EXIT, usage, UsageError } from './errors.js';
import { printHelp, type HelpTopic } from './help.js';
import { chooseLanguage } from './i18n/locale.js';
import { Texts } from './i18n/texts.js';
import { printLine, type Io } from './io.js';
import { report } from './report.js';
import { configCommands } from './commands/config.js';
import { fileCommands } from './commands/file.js';
import { fsCommands } from './commands/fs.js';
import { pasteCommands } from './commands/paste.js';
import { listAll } from './commands/share-lists.js';

type Command = (ctx: Context, argv: string[]) => Promise<number>;

export const GROUPS: Record<string, Record<string, Command>> = {
  paste: pasteCommands,
  file: fileCommands,
  fs: fsCommands,
  config: configCommands,
};

/** The help topic of `group name` (help.ts); `config` has one for all its commands. */
export const helpTopicOf = (group: string, name?: string): HelpTopic =>
  (group === 'config' || name === undefined ? group : `${group} ${name}`) as HelpTopic;

function commandOf(argv: string[], texts: Texts): { run: Command; rest: string[] } | null {
  const [group, name, ...rest] = argv;
  if (group === 'list') return { run: listAll, rest: argv.slice(1) };
  const commands = group === undefined ? undefined : GROUPS[group];
  if (!commands) return null;
  const run = name === undefined ? undefined : commands[name];
  if (!run) {
    const names = texts.names(Object.keys(commands));
    throw name
      ? usage('usage.subcommandNot', { group: group!, names, name })
      : usage('usage.subcommand', { group: group!, names });
  }
  return { run, rest };
}

const NONE: Settings = { url: null, credential: null };

export async function main(args: string[], io: Io): Promise<number> {
  const { language, unknown, argv } = chooseLanguage(args, io.env);
  const texts = new Texts(language);
  try {
    if (unknown !== null) throw usage('usage.lang', { value: JSON.stringify(unknown) });
    if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
      return await printHelp({ io, settings: NONE, texts }, 'main');
    }
    if (argv[0] === '--version') {
      await printLine(io.stdout, packageJson.version);
      return EXIT.ok;
    }
    const command = commandOf(argv, texts);
    if (!command) throw usage('usage.unknownCommand', { command: JSON.stringify(argv[0]) });
    // `config` works on the file itself, so a broken file or a bad CLOUDPASTE_URL can be fixed.
    const settings =
      argv[0] === 'config' ? NONE : resolveSettings(io.env, await readConfig(configPath(io.env)));
    return await command.run({ io, settings, texts }, command.rest).catch((error: unknown) => {
      // A usage error names the command's own help.
      if (!(error instanceof UsageError)) throw error;
      throw new UsageError(error.said, argv.slice(0, argv[0] === 'list' ? 1 : 2).join(' '));
    });
  } catch (error) {
    return report(io, texts, error);
  }
}
