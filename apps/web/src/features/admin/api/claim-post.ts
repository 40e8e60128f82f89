import type { moderationClaimResponseSchema } from '@ghorbari/contracts';
import type { z } from 'zod';
import { apiFetch, apiPost } from '../../../lib/api-client.ts';

export type ClaimResult = z.infer<typeof moderationClaimResponseSchema>;

const claimPath = (postId: string) => `/api/admin/posts/${encodeURIComponent(postId)}/claim`;

/** POST …/claim: take the post to work it, or renew the claim; 409 POST_CLAIMED names who holds it (ADR 052). */
export const claimPost = (postId: string) => apiPost<ClaimResult>(claimPath(postId), {});

/** DELETE …/claim: let go of one's own claim (kept alive past a closing page, so it still reaches the server). */
export const releasePost = (postId: string) =>
  apiFetch<{ success: true; message: string }>(claimPath(postId), { method: 'DELETE', keepalive: true });
