/**
 * A ```echarts block's options: JSON only (JSON.parse, never evaluated), and plain data only. A
 * string that looks like a function is refused (ECharts never runs strings, but a block that
 * expects it to is an attack or a mistake), HTML tags are cut from every string (the chart is text
 * only), and the interactive parts (tooltip, toolbox) are dropped: the chart is a still picture.
 */

const FUNCTION_LIKE = /^\s*(?:async\s+)?function\b|=>|\bnew\s+Function\b|\beval\s*\(/;
const TAG = /<\/?[a-z!][^>]*>/gi;
/** Interactive only: a picture never shows them, and a tooltip's formatter is HTML. */
const DROPPED = ['tooltip', 'toolbox'];

export type ChartOptions = Record<string, unknown>;

function clean(value: unknown, path: string): unknown {
  if (typeof value === 'string') {
    if (FUNCTION_LIKE.test(value)) {
      throw new Error(`${path}: functions are not allowed, only data`);
    }
    return value.replace(TAG, '');
  }
  if (Array.isArray(value)) return value.map((item, index) => clean(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    const cleaned: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // JSON.parse makes own "__proto__" keys; never carry them into a new object.
      if (key === '__proto__') continue;
      cleaned[key] = clean(item, path ? `${path}.${key}` : key);
    }
    return cleaned;
  }
  return value;
}

/** The options a block's text means, or an error saying why it cannot be drawn. */
export function parseChartOptions(source: string): ChartOptions {
  const parsed: unknown = JSON.parse(source);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('ECharts options must be a JSON object');
  }
  const options = clean(parsed, '') as ChartOptions;
  for (const key of DROPPED) delete options[key];
  return options;
}
