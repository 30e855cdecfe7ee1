/**
 * The words of one run in its language (locale.ts): catalogue lookups with `{name}` filled, counts
 * in the language's plural form, numbers, byte sizes and durations as a reader of it writes them.
 * The methods are bound (`const { t } = ctx.texts` works).
 */
import {
  CATALOGUES,
  fill,
  type CountKey,
  type MessageKey,
  type Said,
  type Vars,
} from './catalogue.js';
import type { Language } from './locale.js';

const SIZE_UNITS = ['KiB', 'MiB', 'GiB', 'TiB'];
const DURATION_UNITS = [
  ['duration.day', 86_400],
  ['duration.hour', 3_600],
  ['duration.minute', 60],
  ['duration.second', 1],
] as const satisfies readonly (readonly [CountKey, number])[];

export class Texts {
  private readonly catalogue;
  private readonly plurals: Intl.PluralRules;
  private readonly numbers = new Map<number, Intl.NumberFormat>();

  constructor(readonly language: Language) {
    this.catalogue = CATALOGUES[language];
    this.plurals = new Intl.PluralRules(language);
  }

  /** A number with the language's grouping (`12,345`) and at most `digits` decimals. */
  readonly number = (value: number, digits = 0): string => {
    let format = this.numbers.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(this.language, { maximumFractionDigits: digits });
      this.numbers.set(digits, format);
    }
    return format.format(value);
  };

  readonly t = (key: MessageKey, vars: Vars = {}): string =>
    fill(this.catalogue[key] ?? CATALOGUES.en[key] ?? key, vars, (value) => {
      if (typeof value === 'number') return this.number(value);
      return typeof value === 'string' ? value : this.render(value);
    });

  readonly render = (said: Said): string => this.t(said.key, said.vars);

  /** Names one after another: `url, api-key` or `url、api-key`. */
  readonly names = (items: readonly string[]): string => items.join(this.t('names.separator'));

  /** `1 file share`, `2 file shares`, `2 个文件分享`: the form the language uses for `count`. */
  readonly count = (key: CountKey, count: number, vars: Vars = {}): string => {
    const form = `${key}.${this.plurals.select(count)}` as MessageKey;
    const chosen = this.catalogue[form] === undefined ? (`${key}.other` as MessageKey) : form;
    return this.t(chosen, { ...vars, count });
  };

  /** `512 B`, `1.5 MiB`, `120 MiB`: binary units, one decimal below 100. */
  readonly size = (bytes: number): string => {
    if (bytes < 1024) return `${this.number(bytes)} B`;
    let value = bytes / 1024;
    let unit = 0;
    while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
      value /= 1024;
      unit += 1;
    }
    return `${this.number(value, value >= 100 ? 0 : 1)} ${SIZE_UNITS[unit]}`;
  };

  /** `23 hours 59 minutes`, `1 day`, `45 seconds`: the largest unit and the next, rounded down. */
  readonly duration = (ms: number): string => {
    const seconds = Math.max(0, Math.floor(ms / 1000));
    const amounts = DURATION_UNITS.map(([key, size], i) => {
      const larger = i === 0 ? Infinity : DURATION_UNITS[i - 1]![1];
      return [key, Math.floor((seconds % larger) / size)] as const;
    });
    const first = amounts.findIndex(([, amount]) => amount > 0);
    if (first < 0) return this.count('duration.second', 0);
    const [key, amount] = amounts[first]!;
    const larger = this.count(key, amount);
    const next = amounts[first + 1];
    if (!next || next[1] === 0) return larger;
    return this.t('duration.join', { larger, smaller: this.count(next[0], next[1]) });
  };
}
