/** Holds the toast queue and renders it in an aria-live region; toasts hide on their own. */
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../classes';
import { ToastContext, type ToastApi, type ToastKind, type ToastOptions } from './toastContext';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** How long a toast stays; errors stay twice as long because they usually need reading. */
  durationMs?: number;
}

const styles: Record<ToastKind, string> = {
  success: 'border-green-500 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  error: 'border-red-500 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  info: 'border-blue-500 bg-blue-50 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
};

export function ToastProvider({ children, durationMs = 4000 }: ToastProviderProps) {
  const { t } = useTranslation('common');
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: ToastKind, message: string, options?: ToastOptions) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, kind, message }]);
      const defaultMs = kind === 'error' ? durationMs * 2 : durationMs;
      setTimeout(() => dismiss(id), options?.durationMs ?? defaultMs);
    },
    [dismiss, durationMs],
  );

  // Stable identity so components can list the api in effect dependencies without re-running.
  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Top centre, under the header: at the bottom right they covered the Save buttons and the
          upload result card that the action just revealed (e2e/specs/admin-layout.spec.ts). */}
      <div
        aria-live="polite"
        aria-relevant="additions"
        data-testid="toasts"
        className="pointer-events-none fixed inset-x-0 top-16 z-[60] flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-l-4 px-4 py-3 text-sm shadow-lg ${styles[toast.kind]}`}
          >
            <p className="flex-1">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              aria-label={t('actions.dismiss')}
              className={`rounded opacity-70 hover:opacity-100 ${focusRing}`}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export default ToastProvider;
