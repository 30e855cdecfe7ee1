/** The draft round-trips through storage without the password and survives bad stored data. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_STORAGE_KEY,
  loadDraft,
  saveDraft,
  valuesFromDraft,
} from './draftStorage';
import { defaultValues } from './editorValues';

beforeEach(() => localStorage.clear());

describe('draft storage', () => {
  it('restores content and options but never stores the password', () => {
    const values = {
      ...defaultValues(),
      content: '# Notes',
      format: 'text' as const,
      title: 'Notes for Monday',
      remark: 'r',
      slug: 'my-notes',
      password: 'secret',
      expiry: 'custom' as const,
      customAmount: '3',
      customUnit: 'weeks' as const,
      maxViews: '5',
    };
    expect(saveDraft(values, 1000)).toBe(true);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain('secret');
    const draft = loadDraft();
    expect(draft?.savedAt).toBe(1000);
    expect(valuesFromDraft(draft!)).toEqual({ ...values, password: '' });
  });

  it('removes the draft when the editor is back to its defaults', () => {
    saveDraft({ ...defaultValues(), content: 'x' }, 1);
    saveDraft(defaultValues(), 2);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('ignores unreadable or foreign data and falls back field by field', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ v: 99, values: {} }));
    expect(loadDraft()).toBeNull();
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        v: 1,
        savedAt: 5,
        values: { content: 'ok', format: 'html', expiry: 'keep', customUnit: 'years' },
      }),
    );
    const draft = loadDraft();
    expect(draft?.values.content).toBe('ok');
    expect(draft?.values.format).toBe('markdown');
    expect(draft?.values.expiry).toBe(defaultValues().expiry);
    expect(draft?.values.customUnit).toBe('days');
  });

  it('reports a refused write instead of throwing', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    expect(saveDraft({ ...defaultValues(), content: 'x' }, 1, full)).toBe(false);
  });

  it('clears the draft', () => {
    saveDraft({ ...defaultValues(), content: 'x' }, 1);
    clearDraft();
    expect(loadDraft()).toBeNull();
  });
});
