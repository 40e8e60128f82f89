/**
 * Joins class lists, leaving out the empty ones: long Tailwind lists are written in parts (the
 * repository keeps lines within 120 characters) and conditional classes read as arguments.
 */
export function cn(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
