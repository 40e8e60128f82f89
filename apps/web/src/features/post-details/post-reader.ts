import type { PostCard } from '@ghorbari/contracts';
import { useCallback } from 'react';
import { usePost } from '../../domain/posts/get-post.ts';
import { usePhoneShown } from '../../domain/posts/phone-shown.ts';
import { reportPostEvent } from './post-events.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import type { ContactProps } from './contact-links.ts';

/**
 * The islands of a post's page (issue 43, ADR 059): in its contact panel the numbers and save,
 * share, report and the owner's tools; the phone's call bar; the gallery and similar homes. Those
 * that show the post read it from the query cache the page was rendered from (it travels once, in
 * the page's state), by the post's id alone, and know who is reading: to the owner the panel shows
 * their tools in place of the numbers and report, and the call bar is not there.
 */
export interface PostIslandProps {
  postId: string;
  type: PostCard['type'];
}

/**
 * The post as the reader sees it. The server rendered it for a visitor; once the stored session is
 * known, a member's copy (whether they saved it, their own post's tools) is asked for, and the
 * visitor's copy stays on screen until it comes.
 */
export function useReadersPost(postId: string) {
  const { user, loading } = useSession();
  const query = usePost(postId, user?._id ?? null, { enabled: !loading, keepPrevious: true });
  const post = query.data?.post;
  const mine = user !== null && post !== undefined && user._id === post.postedBy._id;
  return { data: query.data, mine };
}

/** Whether the reader asked to see the post's numbers, and the tap that shows them (counted once, issue 19). */
export function usePostPhoneShown(postId: string) {
  const count = useCallback(() => reportPostEvent(postId, 'phone-reveal'), [postId]);
  return usePhoneShown(postId, count);
}

/**
 * What the contact panel and the call bar show the reader (one post, its numbers shown in both at
 * once); null until the post is known. `mine`: the reader posted it.
 */
export function useReadersContact(postId: string): { contact: ContactProps | null; mine: boolean } {
  const language = useLanguage();
  const { data, mine } = useReadersPost(postId);
  const [phoneShown, onRevealPhone] = usePostPhoneShown(postId);
  const contact = data ? { post: data.post, savedId: data.savedId, language, phoneShown, onRevealPhone } : null;
  return { contact, mine };
}
