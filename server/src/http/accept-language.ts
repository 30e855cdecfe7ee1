/**
 * The language of a request's error messages, from its Accept-Language header (RFC 9110 §12.5.4):
 * the tag with the highest q-value (the first of equals) decides; any zh tag (zh, zh-CN, zh-TW,
 * zh-Hans ...) means Chinese, anything else, or no header, English.
 */
import type { ErrorLanguage } from '@cloudpaste/contracts/error-messages';

export function errorLanguageOf(header: string | null | undefined): ErrorLanguage {
  let best: { tag: string; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [rawTag = '', ...options] = part.split(';');
    const tag = rawTag.trim().toLowerCase();
    if (tag === '') continue;
    const qOption = options.map((o) => o.trim().toLowerCase()).find((o) => o.startsWith('q='));
    const q = qOption === undefined ? 1 : Number(qOption.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best && (best.tag === 'zh' || best.tag.startsWith('zh-')) ? 'zh' : 'en';
}
