/** CopyButton: async clipboard, the textarea fallback, and the temporary copied state. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

// jsdom has no execCommand; tests that need one install it and this puts things back.
const originalExecCommand = document.execCommand;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.execCommand = originalExecCommand;
});

describe('CopyButton', () => {
  it('copies with the Clipboard API and shows "Copied" for a while', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<CopyButton value="https://x/p/abc" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://x/p/abc');
    expect(screen.getByRole('button').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button').textContent).toBe('Copy');
  });

  it('falls back to execCommand when the Clipboard API is missing', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const execCommand = vi.fn().mockReturnValue(true);
    document.execCommand = execCommand;
    render(<CopyButton value="secret" label="Copy key" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button').textContent).toBe('Copied');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when copying fails', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    document.execCommand = vi.fn().mockReturnValue(false);
    render(<CopyButton value="x" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('button').textContent).toBe('Copy failed');
  });
});
