/** `--help` of each command in the run's language (i18n/help-*.ts); docs/CLI.md says the same with examples. */
import type { Context } from './context.js';
import { EXIT } from './errors.js';
import { helpEn, type HelpTopic } from './i18n/help-en.js';
import { helpZhCN } from './i18n/help-zh-CN.js';
import type { Language } from './i18n/locale.js';
import { write } from './io.js';

export type { HelpTopic };

export const HELP: Record<Language, Record<HelpTopic, string>> = { en: helpEn, 'zh-CN': helpZhCN };

export async function printHelp(ctx: Context, topic: HelpTopic): Promise<number> {
  await write(ctx.io.stdout, HELP[ctx.texts.language][topic]);
  return EXIT.ok;
}
