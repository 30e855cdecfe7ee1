import { act, fireEvent, render, screen } from '@testing-library/react';
import { use } from 'react';
import { describe, expect, it } from 'vitest';
import { retryableImport } from '../lib/retryableImport';
import { OnDemand } from './OnDemand';

describe('OnDemand', () => {
  it('shows loading, then what cannot be fetched, and fetches again when the fallback asks', async () => {
    let attempts = 0;
    let release: () => void = () => undefined;
    const chunk = retryableImport(async () => {
      attempts += 1;
      if (attempts === 1) {
        await new Promise<void>((resolve) => (release = resolve));
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return { text: 'loaded' };
    });
    function Loaded() {
      return <p>{use(chunk.load()).text}</p>;
    }
    await act(async () =>
      render(
        <OnDemand
          forgetFailure={chunk.forgetFailure}
          loading={<p>loading</p>}
          unavailable={(tryAgain) => <button onClick={tryAgain}>Retry</button>}
        >
          <Loaded />
        </OnDemand>,
      ),
    );
    expect(screen.getByText('loading')).toBeTruthy();

    await act(async () => release());
    await act(async () => fireEvent.click(await screen.findByText('Retry')));
    await screen.findByText('loaded');
    expect(attempts).toBe(2);
  });
});
