import { paths } from '../../config/paths.ts';

/** Only used to read a path; never a place to go. */
const BASE = 'https://ghorbari.invalid';
/** Pages that would only send the reader round again. */
const NOT_A_DESTINATION = new Set<string>([paths.signIn, paths.register, paths.forgotPassword]);

const unsafeCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
};

/**
 * Where to go after signing in or registering: only a path inside this app, never another site
 * (open redirect). Browsers drop tabs and line breaks from addresses and read "\" as "/", so
 * "/\t/evil.example" or "/\\evil.example" would leave the site: such a `next` is refused whole.
 */
export function safeNext(next: string | null | undefined, fallback: string = paths.userProfile): string {
  if (!next?.startsWith('/') || [...next].some(unsafeCharacter)) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || NOT_A_DESTINATION.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * An auth page's address with the way back kept: `/Register?next=…` (nothing added without one),
 * or `/SignIn?phone=…&next=…` after a query of its own.
 */
export function withNext(path: string, next: string | null | undefined): string {
  const kept = next ? safeNext(next, '') : '';
  if (!kept) return path;
  return `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(kept)}`;
}
