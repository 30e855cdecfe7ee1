/** Page title selection per route. */
import { describe, expect, it } from 'vitest';
import { resolveTitleKey } from './title';

describe('resolveTitleKey', () => {
  it('uses the deepest route with a title', () => {
    const handles = [
      undefined,
      { titleKey: 'titles.dashboard' },
      { titleKey: 'titles.account' },
      { other: 1 },
    ];
    expect(resolveTitleKey('/admin/account', handles, true)).toBe('titles.account');
  });

  it('shows the login title in the admin area when logged out', () => {
    expect(resolveTitleKey('/admin/account', [{ titleKey: 'titles.account' }], false)).toBe(
      'titles.login',
    );
    expect(resolveTitleKey('/upload', [{ titleKey: 'titles.upload' }], false)).toBe(
      'titles.upload',
    );
  });

  it('falls back to the home title', () => {
    expect(resolveTitleKey('/x', [], true)).toBe('titles.home');
  });
});
