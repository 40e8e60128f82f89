import type { Language, PostDetail } from '@ghorbari/contracts';
import { href } from '../../config/paths.ts';

/** The post's own address, without the listing filters or anything else the reader came with. */
export function postUrl(post: Pick<PostDetail, 'type' | 'PostID'>, origin: string): string {
  const path = post.type === 'sell' ? href.buySellDetails(post.PostID) : href.rentDetails(post.PostID);
  return new URL(path, origin).href;
}

/** What the contact panel and the phone's call bar both take. */
export interface ContactProps {
  post: PostDetail;
  savedId: string | null;
  language: Language;
  /** The reader asked to see the numbers (in either place; both then show them). */
  phoneShown: boolean;
  onRevealPhone: () => void;
}
