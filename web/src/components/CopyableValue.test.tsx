/** CopyableValue: the value carries the caller's attributes and its button copies exactly that value. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyableValue } from './CopyableValue';

afterEach(() => vi.unstubAllGlobals());

describe('CopyableValue', () => {
  it('shows the value with the given attributes and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<CopyableValue value="secret-key" copyLabel="Copy key" data-testid="shown" />);
    expect(screen.getByTestId('shown').tagName).toBe('CODE');
    expect(screen.getByTestId('shown').textContent).toBe('secret-key');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    });
    expect(writeText).toHaveBeenCalledWith('secret-key');
  });
});
