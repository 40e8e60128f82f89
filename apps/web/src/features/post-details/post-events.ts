import type { PostEventBody } from '@ghorbari/contracts';
import { apiHeaders } from '../../lib/api-client.ts';

/**
 * Tells the API that a post's phone number was revealed or a share option used (issue 19: the
 * lister's insights). Fire and forget: `keepalive` lets it finish when the tap leaves the page (a
 * share to WhatsApp, a call), it never delays or troubles the reader, and a failure is dropped.
 * The token goes with it, so the owner's own taps are not counted.
 */
export function reportPostEvent(postId: string, kind: PostEventBody['kind']): void {
  try {
    const headers = apiHeaders({ 'content-type': 'application/json' });
    const body: PostEventBody = { kind };
    void fetch(`/api/posts/${encodeURIComponent(postId)}/events`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch (an old browser, a test without one): the count is only lost.
  }
}
