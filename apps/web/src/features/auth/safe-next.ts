import { paths } from '../../config/paths.ts';

/** Where to go after signing in: only a path inside this app, never another site (open redirect). */
export function safeNext(next: string | null, fallback: string = paths.userProfile): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
