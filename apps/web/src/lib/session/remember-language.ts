import type { Language } from '@ghorbari/contracts';
import { apiFetch } from '../api-client.ts';
import { tokenStore } from './token-store.ts';

/**
 * A signed-in member who switches the language also tells the server, so their notifications
 * and mails come in the language they read the site in. Nothing to do when signed out; a
 * failure only costs that, so it is logged, not shown.
 */
export function rememberLanguage(language: Language): void {
  if (!tokenStore.get()) return;
  // keepalive: on a page of islands the page loads again in the new language at once.
  apiFetch<{ success: true }>('/api/profile/language', { method: 'PUT', json: { language }, keepalive: true }).catch(
    (error: unknown) => console.warn('Could not save the language choice', error),
  );
}
