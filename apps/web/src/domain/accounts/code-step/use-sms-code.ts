import { useEffect, useEffectEvent } from 'react';

/**
 * Chrome on Android reads the code from our SMS itself (the WebOTP API: the message ends with a
 * line "@ghorbari.com.bd #123456", issue 40) and, after one tap of the reader's, hands it here for
 * `onCode` to fill the box. Elsewhere nothing happens and the reader types the code (an iPhone
 * offers it above the keyboard: the box is a one-time-code). Asked again for each new code
 * (`key`), and given up when the step closes.
 */
export function useSmsCode(enabled: boolean, key: number, onCode: (code: string) => void): void {
  const deliver = useEffectEvent(onCode);
  useEffect(() => {
    if (!enabled || !('OTPCredential' in window)) return;
    const abort = new AbortController();
    // TypeScript's DOM types do not know `otp` yet.
    const request = { otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions;
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (typeof code === 'string') deliver(code);
      })
      // Dismissed, timed out or given up: the reader types the code.
      .catch(() => undefined);
    return () => abort.abort();
  }, [enabled, key]);
}
