/**
 * A session's device as a person recognises it: the browser and operating system named by a
 * User-Agent (docs/ACCOUNTS.md, "Sessions"). A few patterns, most specific first; anything else
 * is null, and the raw header is never shown. Tested in device-name.test.ts.
 */
export interface DeviceName {
  browser: string | null;
  os: string | null;
}

/** [name, pattern]: the first match wins, so Edge and Opera come before Chrome, Chrome before Safari. */
const BROWSERS: readonly (readonly [string, RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\b(?:OPR|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /(?:\b|Headless)(?:Chrome|Chromium|CriOS)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
  ['curl', /^curl\//],
  ['CloudPaste CLI', /^cloudpaste\//i],
];

const SYSTEMS: readonly (readonly [string, RegExp])[] = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

const first = (list: readonly (readonly [string, RegExp])[], ua: string) =>
  list.find(([, pattern]) => pattern.test(ua))?.[0] ?? null;

export function deviceName(userAgent: string | null | undefined): DeviceName {
  const ua = userAgent ?? '';
  return { browser: first(BROWSERS, ua), os: first(SYSTEMS, ua) };
}
