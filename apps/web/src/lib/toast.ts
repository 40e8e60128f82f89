import { requestToaster } from './toaster-request.ts';

/** 'message': plain, dark on white, for text that is not the app's own (a notification's). */
export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'message';

export interface ToastExtras {
  /** A second, smaller line under the message. */
  description?: string;
  /** One button beside the message (e.g. "View details"); the toast closes when it is used. */
  action?: { label: string; onClick: () => void };
}

/** Show a toast with an already translated message. */
export async function showToast(kind: ToastKind, message: string, extras: ToastExtras = {}): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), requestToaster()]);
  const { description, action } = extras;
  toast[kind](message, {
    ...(description ? { description } : {}),
    ...(action ? { action: { label: action.label, onClick: () => action.onClick() } } : {}),
  });
}
