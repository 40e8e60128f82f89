import { requestToaster } from './toaster-request.ts';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Show a toast with an already translated message. */
export async function showToast(kind: ToastKind, message: string): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), requestToaster()]);
  toast[kind](message);
}
