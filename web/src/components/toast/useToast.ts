/** Hook to show toasts: `const toast = useToast(); toast.success('Saved')`. */
import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toastContext';

export type { ToastApi, ToastKind } from './toastContext';

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  // Failing loudly beats toasts that silently never appear because a provider is missing.
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export default useToast;
