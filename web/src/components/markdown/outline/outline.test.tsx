/** The outline: headings read from the rendered tree, and the list that jumps to them. */
import { fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MarkdownElement } from '../markdownTree';
import { DocumentOutline } from './DocumentOutline';
import { outlineOf } from './outlineOf';

beforeAll(() => i18n.changeLanguage('en-US'));

const heading = (
  level: number,
  id: string | undefined,
  children: MarkdownElement['props']['children'],
) => ({ type: `h${level}`, props: { id, children } }) satisfies MarkdownElement;

describe('outlineOf', () => {
  it('lists headings with ids in document order, with their depth and plain text', () => {
    const tree: MarkdownElement = {
      type: '#fragment',
      props: {
        children: [
          heading(1, 'user-content-intro', ['Intro ', { type: 'code', props: { children: 'x' } }]),
          { type: 'p', props: { children: 'text' } },
          {
            type: 'blockquote',
            props: { children: [heading(3, 'user-content-deep', 'Deep')] },
          },
          heading(2, undefined, 'No id'),
          heading(2, 'user-content-usage', ' Usage '),
        ],
      },
    };
    expect(outlineOf(tree)).toEqual([
      { id: 'user-content-intro', text: 'Intro x', depth: 1 },
      { id: 'user-content-deep', text: 'Deep', depth: 3 },
      { id: 'user-content-usage', text: 'Usage', depth: 2 },
    ]);
  });
});

describe('DocumentOutline', () => {
  const entries = [
    { id: 'user-content-a', text: 'Alpha', depth: 1 },
    { id: 'user-content-b', text: 'Beta', depth: 2 },
  ];

  it('marks the current section and jumps to a heading on click, focusing it', () => {
    const target = document.createElement('h2');
    target.id = 'user-content-b';
    document.body.append(target);
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    const onJump = vi.fn();
    render(<DocumentOutline entries={entries} active="user-content-a" onJump={onJump} />);

    const nav = screen.getByRole('navigation', { name: 'Outline' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alpha' }).getAttribute('aria-current')).toBe(
      'location',
    );
    const beta = screen.getByRole('link', { name: 'Beta' });
    expect(beta.getAttribute('aria-current')).toBeNull();
    expect(beta.getAttribute('href')).toBe('#user-content-b');

    fireEvent.click(beta);
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(target);
    expect(window.location.hash).toBe('#user-content-b');
    expect(onJump).toHaveBeenCalledOnce();
    target.remove();
  });
});
