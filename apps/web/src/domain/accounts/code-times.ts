/** When a code sent by mail or SMS stops working and when a new one may be asked for. */
export interface CodeTimes {
  /** When the code stops working (ms since epoch). */
  expiresAt: number;
  /** When a new code may be asked for. */
  resendAt: number;
}

/** The times a code answer gives (`codeSentResponseSchema`), as moments. */
export const codeTimes = (answer: { expiresInSeconds: number; resendAfterSeconds: number }): CodeTimes => {
  const now = Date.now();
  return { expiresAt: now + answer.expiresInSeconds * 1000, resendAt: now + answer.resendAfterSeconds * 1000 };
};
