import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** Sets what navigator.onLine answers and tells the page, as the browser does. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('lazyPart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows nothing while the code loads, then the part with its props', async () => {
    let resolve: (part: typeof Greeting) => void = () => undefined;
    const Part = lazyPart(() => new Promise<typeof Greeting>((r) => (resolve = r)));
    const { container } = await act(async () => render(<Part name="Ada" />));
    expect(container.innerHTML).toBe('');
    await act(async () => resolve(Greeting));
    await screen.findByText('Hello, Ada');
  });

  it('shows nothing when the code cannot be fetched, and tries again when the network returns', async () => {
    let attempts = 0;
    const Part = lazyPart(async () => {
      attempts += 1;
      if (attempts === 1 || !navigator.onLine)
        throw new TypeError('Failed to fetch dynamically imported module');
      return Greeting;
    });
    const { container } = await act(async () => render(<Part name="Ada" />));
    expect(container.innerHTML).toBe('');
    expect(attempts).toBe(1);

    await act(async () => goOnline(false));
    expect(container.innerHTML).toBe('');
    await act(async () => goOnline(true));
    await screen.findByText('Hello, Ada');
  });
});
