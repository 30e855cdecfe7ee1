/** PlainTextView: exact text, one number per visible line, a gutter hidden from copy and readers. */
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { countLines, PlainTextView } from './PlainTextView';

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
});

describe('countLines', () => {
  it.each([
    ['', 1],
    ['one', 1],
    ['one\ntwo', 2],
    ['one\ntwo\n', 2],
    ['one\n\n', 2],
    ['a\r\nb', 2],
  ])('%j has %i lines', (text, lines) => {
    expect(countLines(text)).toBe(lines);
  });
});

describe('PlainTextView', () => {
  it('shows the text untouched, as text, beside line numbers', () => {
    const text = 'first\n  <b>second</b>\nthird';
    render(<PlainTextView text={text} />);
    const region = screen.getByRole('region', { name: 'Text content' });
    expect(region.querySelector('code')?.textContent).toBe(text);
    expect(region.querySelector('b')).toBeNull();
    const gutter = screen.getByTestId('plain-text-gutter');
    expect(gutter.textContent).toBe('1\n2\n3');
    expect(gutter.getAttribute('aria-hidden')).toBe('true');
    expect(gutter.className).toContain('select-none');
  });
});
