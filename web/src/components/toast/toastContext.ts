/** The context ToastProvider fills and useToast reads; kept apart so both files stay small. */
import { createContext } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** How long this toast stays, instead of the provider's duration for its kind. */
  durationMs?: number;
}

export interface ToastApi {
  success(message: string, options?: ToastOptions): void;
  error(message: string, options?: ToastOptions): void;
  info(message: string, options?: ToastOptions): void;
}

export const ToastContext = createContext<ToastApi | null>(null);
