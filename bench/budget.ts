/** How a measurement stands against its budget: a ceiling (at most) or a floor (at least). */
export type Budget = { max: number } | { min: number };

/** "ok" inside the budget; "OVER" above a ceiling, "UNDER" below a floor. */
export function verdict(value: number, budget: Budget): 'ok' | 'OVER' | 'UNDER' {
  if ('max' in budget) return value <= budget.max ? 'ok' : 'OVER';
  return value >= budget.min ? 'ok' : 'UNDER';
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
