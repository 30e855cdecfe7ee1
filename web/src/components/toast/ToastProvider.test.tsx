/** Toasts: announced in a live region, errors as alerts, hidden automatically or on dismiss. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { useToast } from './useToast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Saved')}>ok</button>
      <button onClick={() => toast.error('Failed')}>bad</button>
      <button onClick={() => toast.info('FYI')}>info</button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toasts', () => {
  it('shows each kind with its role inside a live region', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByText('bad'));
    fireEvent.click(screen.getByText('info'));
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      expect.stringContaining('Saved'),
      expect.stringContaining('FYI'),
    ]);
    expect(screen.getByRole('alert').parentElement?.getAttribute('aria-live')).toBe('polite');
  });

  it('hides on its own, errors later than the rest', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider durationMs={1000}>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByText('bad'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Failed')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('lets a toast set its own duration', () => {
    vi.useFakeTimers();
    function Brief() {
      const toast = useToast();
      return <button onClick={() => toast.info('Brief', { durationMs: 300 })}>brief</button>;
    }
    render(
      <ToastProvider durationMs={1000}>
        <Brief />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('brief'));
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByText('Brief')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Brief')).toBeNull();
  });

  it('can be dismissed', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('info'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('FYI')).toBeNull();
  });

  it('refuses to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow(/ToastProvider/);
  });
});
