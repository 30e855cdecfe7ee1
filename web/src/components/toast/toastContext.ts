/** The context ToastProvider fills and useToast reads; kept apart so both files stay small. */
import { createContext } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastApi {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);
