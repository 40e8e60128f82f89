/** When a code sent by mail or SMS stops working and when a new one may be asked for. */
export interface CodeTimes {
  /** When the code stops working (ms since epoch). */
  expiresAt: number;
  /** When a new code may be asked for. */
  resendAt: number;
  /**
   * An SMS code's challenge id (issue 62): the code is checked only with it, so it goes with the
   * code to the verifying call; each resend answers a new one.
   */
  challengeId?: string | undefined;
}

/** The times a code answer gives (`codeSentResponseSchema`), as moments, with its challenge id. */
export const codeTimes = (answer: {
  expiresInSeconds: number;
  resendAfterSeconds: number;
  challengeId?: string | undefined;
}): CodeTimes => {
  const now = Date.now();
  return {
    expiresAt: now + answer.expiresInSeconds * 1000,
    resendAt: now + answer.resendAfterSeconds * 1000,
    ...(answer.challengeId === undefined ? {} : { challengeId: answer.challengeId }),
  };
};
