const LAKH = 100_000;
const CRORE = 100 * LAKH;

/**
 * An amount the way people here say it (spec §1, issue 10): "84 lakh", "1.31 crore", with at most
 * two decimals. Below one lakh the figure itself is clear enough, so there is none. The words are
 * the caller's to translate; this picks the scale and the number.
 */
export function amountInWords(value: number): { scale: 'lakh' | 'crore'; amount: number } | null {
  if (!Number.isFinite(value) || value < LAKH) return null;
  const round = (n: number) => Math.round(n * 100) / 100;
  const lakhs = round(value / LAKH);
  // 99,99,999 rounds to 100 lakh: that is said as one crore.
  if (value < CRORE && lakhs < 100) return { scale: 'lakh', amount: lakhs };
  return { scale: 'crore', amount: round(value / CRORE) };
}
