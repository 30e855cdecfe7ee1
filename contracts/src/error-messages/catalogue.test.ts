/**
 * The error catalogue: every reason has words in both languages with the same placeholders, and
 * every message the contracts' schemas write is found again as its reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOM_KEY_MESSAGES } from '../custom-key.js';
import { missingEtagMessage } from '../file-uploads.js';
import { LOCAL_DIRECTORY_MESSAGES } from '../local-directory.js';
import { mountPathProblem } from '../mounts.js';
import { URL_UPLOAD_INVALID } from '../url-upload.js';
import {
  ERROR_MESSAGES,
  ERROR_REASONS,
  fillErrorTemplate,
  placeholdersOf,
  reasonOfSchemaMessage,
  renderErrorMessage,
} from './index.js';

const CJK = /[\u3400-\u9fff]/;
const sorted = (text: string) => [...new Set(placeholdersOf(text))].sort();

describe('error catalogue', () => {
  it.each(ERROR_REASONS)('%s: words in both languages, with the same placeholders', (reason) => {
    const en = ERROR_MESSAGES.en[reason];
    const zh = ERROR_MESSAGES.zh[reason];
    expect(en.trim()).not.toBe('');
    expect(zh.trim()).not.toBe('');
    expect(zh).toMatch(CJK);
    expect(sorted(zh)).toEqual(sorted(en));
    // `field` is the prefix parameter (fillErrorTemplate); no text may use it as a placeholder.
    expect(placeholdersOf(en)).not.toContain('field');
    // A text that starts with a field name starts with it in Chinese too: the web finds the field so.
    const lead = /^([a-z]+_[a-z_]+|[a-z]+[A-Z]\w*)\b/.exec(en)?.[1];
    if (lead) expect(zh.startsWith(lead)).toBe(true);
  });

  it('uses reason ids i18next can nest: no id is a prefix of another, none has a colon', () => {
    for (const reason of ERROR_REASONS) {
      expect(reason).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z0-9]*)+$/);
      expect(ERROR_REASONS.filter((other) => other.startsWith(`${reason}.`))).toEqual([]);
    }
  });

  it('fills placeholders and puts a field it does not name in front', () => {
    expect(renderErrorMessage('apiKey.nameTaken', { name: 'ci' }, 'en')).toBe(
      'an API key named "ci" already exists',
    );
    expect(renderErrorMessage('apiKey.nameTaken', { name: 'ci' }, 'zh')).toBe(
      '名为“ci”的 API 密钥已存在',
    );
    expect(renderErrorMessage('fs.copyNoItems', { field: 'files' }, 'en')).toBe(
      'files: no cross-storage copy items found',
    );
    expect(fillErrorTemplate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});

/** Message literals of the schema sources, `${...}` replaced by a sample identifier or number. */
function schemaMessagesInSources(): string[] {
  const dir = join(__dirname, '..');
  const position =
    /(?:error:|message:|\.(?:min|max|int|regex|refine|positive|nonnegative)\([^,()]*(?:\([^()]*\))?[^,()]*,)\s*\n?\s*(['`])((?:(?!\1).)*)\1/g;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
    .flatMap((name) => [...readFileSync(join(dir, name), 'utf8').matchAll(position)])
    .map((match) =>
      (match[2] ?? '').replace(/\$\{([^}]+)\}/g, (_, expression: string) =>
        /^[a-z]\w*$/.test(expression) ? 'some_field' : '7',
      ),
    );
}

describe('schema messages', () => {
  const written = [
    ...schemaMessagesInSources(),
    ...Object.values(CUSTOM_KEY_MESSAGES),
    ...Object.values(LOCAL_DIRECTORY_MESSAGES),
    missingEtagMessage(3),
    URL_UPLOAD_INVALID,
    ...['docs', '/', '/a b', '/api/x'].map((path) => mountPathProblem(path)?.message ?? ''),
  ].filter((message) => message !== '');

  it('finds a reason for each message the schemas write', () => {
    expect(written.length).toBeGreaterThan(150);
    expect(written.filter((message) => !reasonOfSchemaMessage(message))).toEqual([]);
  });

  it('renders each found message back to the same English words', () => {
    for (const message of written) {
      const found = reasonOfSchemaMessage(message);
      if (found) expect(renderErrorMessage(found.reason, found.params, 'en')).toBe(message);
    }
  });

  it('finds the rule messages of storage configurations', () => {
    // As the S3 driver words it (server/src/storage/drivers/s3/definition.ts).
    expect(reasonOfSchemaMessage('endpoint_url is required for Cloudflare R2')).toEqual({
      reason: 'storage.endpointRequired',
      params: { provider: 'Cloudflare R2' },
    });
  });

  it('takes the most specific wording and keeps field names to identifiers', () => {
    expect(reasonOfSchemaMessage('q must be at least 2 characters')).toEqual({
      reason: 'validation.minChars',
      params: { name: 'q', min: '2' },
    });
    expect(reasonOfSchemaMessage('page must be at least 1')?.reason).toBe('validation.atLeast');
    expect(reasonOfSchemaMessage('the search is too long')?.reason).toBe('fs.searchTooLong');
    expect(reasonOfSchemaMessage('Too small: expected string to have >=1 characters')).toBeNull();
  });
});
