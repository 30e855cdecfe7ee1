/**
 * End-to-end encrypted text shares (docs/ENCRYPTION.md): the admin ticks "End-to-end encrypt" on
 * Home with an encryption password; the stored row holds no word of the text; the link's fragment
 * carries the key; a visitor is asked for the encryption password, told when it is wrong, then
 * reads the text. The link without its key, or with another key, says which; the raw route says
 * the bytes are ciphertext.
 */
import { generateKey } from '@cloudpaste/contracts/e2ee';
import { describe, expect } from 'vitest';
import { baseURL } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { storedPasteRow } from '../support/stored-pastes.js';
import { loginAsAdmin } from '../support/ui.js';

const WORDS = ['Orchid', 'lighthouse', 'seventeen', 'ravioli'];
const SECRET = `# Plan\n\nThe ${WORDS.join(' ')} plan.`;

describe('end-to-end encrypted text shares', () => {
  test('sealed in the browser, stored as ciphertext, opened with the link key and its password', async ({
    newPage,
  }) => {
    const admin = await newPage();
    await loginAsAdmin(admin);
    await admin.goto('/');
    await admin.getByTestId('paste-editor').fill(SECRET);
    await admin.locator('#paste-e2ee').check();
    await admin.locator('#paste-e2ee-password').fill('correct horse');
    await admin.getByTestId('paste-save').click();
    await admin.getByTestId('share-result').waitFor();
    const link = ((await admin.getByTestId('share-link').textContent()) ?? '').trim();
    const [page, key = ''] = link.split('#');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await admin.getByTestId('share-key-note').isVisible()).toBe(true);
    const slug = (page ?? '').split('/paste/')[1] ?? '';

    // The server holds ciphertext only: no word of the text, nor the key.
    const row = await storedPasteRow(slug);
    expect(Number(row.encrypted)).toBe(1);
    const stored = JSON.stringify(row);
    for (const word of [...WORDS, 'Plan', key]) expect(stored).not.toContain(word);

    const raw = await fetch(`${baseURL()}/api/raw/${slug}`);
    expect(raw.headers.get('cloudpaste-encryption')).toContain('ciphertext');
    expect(await raw.text()).toBe(row.content);

    // A visitor: the encryption password, first wrong, then right; the text renders as Markdown.
    const visitor = await newPage();
    await visitor.goto(link);
    const input = visitor.getByTestId('paste-e2ee-password-input');
    await input.fill('wrong horse');
    await visitor.getByTestId('paste-e2ee-unlock').click();
    await visitor.getByText('Incorrect encryption password, please try again').waitFor();
    await input.fill('correct horse');
    await visitor.getByTestId('paste-e2ee-unlock').click();
    await visitor.getByRole('heading', { name: 'Plan' }).waitFor();
    expect(await visitor.getByTestId('paste-content').textContent()).toContain(WORDS.join(' '));
    expect(await visitor.getByTestId('paste-e2ee-badge').isVisible()).toBe(true);
  });

  test('the link without its key, or with another, says so and shows no ciphertext', async ({
    newPage,
  }) => {
    const admin = await newPage();
    await loginAsAdmin(admin);
    await admin.goto('/');
    await admin.getByTestId('paste-editor').fill('A plain sentence to seal.');
    await admin.locator('#paste-e2ee').check();
    await admin.getByTestId('paste-save').click();
    await admin.getByTestId('share-result').waitFor();
    const link = ((await admin.getByTestId('share-link').textContent()) ?? '').trim();
    const bare = link.split('#')[0] ?? '';

    const visitor = await newPage();
    await visitor.goto(bare);
    const missing = visitor.getByTestId('paste-e2ee-error');
    await missing.waitFor();
    expect(await missing.getAttribute('data-problem')).toBe('missing-key');
    expect(await missing.textContent()).toContain('The link is missing its key');

    const other = await newPage();
    await other.goto(`${bare}#${generateKey()}`);
    const wrong = other.getByTestId('paste-e2ee-error');
    await wrong.waitFor();
    expect(await wrong.getAttribute('data-problem')).toBe('wrong-key');
    expect(await other.locator('body').textContent()).not.toContain('Q1BFRQ');
  });
});
