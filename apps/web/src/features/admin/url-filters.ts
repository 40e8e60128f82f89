import type { z } from 'zod';

/**
 * Reads a list page's filters from the URL with the same zod fields the API checks, one field
 * at a time: a bad or unknown value is simply left out instead of breaking the page.
 */
export function readFilters<Shape extends Record<string, z.ZodType>>(
  shape: Shape,
  params: URLSearchParams,
  keys: readonly (keyof Shape & string)[],
) {
  const out: Partial<{ [K in keyof Shape]: z.output<Shape[K]> }> = {};
  for (const key of keys) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = shape[key]!.safeParse(raw);
    if (parsed.success) out[key] = parsed.data as z.output<Shape[typeof key]>;
  }
  return out;
}

/** The page number of a list (1 when missing or not a whole number of at least 1). */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
