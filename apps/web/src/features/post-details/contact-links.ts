import type { Language, PostDetail } from '@ghorbari/contracts';
import { href } from '../../config/paths.ts';

/**
 * A Bangladeshi mobile number (01…, 11 digits) as WhatsApp's international form, 8801…; null for
 * a land line, which has no WhatsApp.
 */
export function whatsAppNumber(phone: string): string | null {
  return /^01\d{9}$/.test(phone) ? `88${phone}` : null;
}

/** A chat with the number (or, without one, a message the reader sends to anyone), prefilled with text. */
export function whatsAppHref(text: string, phone?: string): string {
  return `https://wa.me/${phone ?? ''}?text=${encodeURIComponent(text)}`;
}

export function facebookShareHref(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/** The post's own address, without the listing filters or anything else the reader came with. */
export function postUrl(post: Pick<PostDetail, 'type' | 'PostID'>): string {
  const path = post.type === 'sell' ? href.buySellDetails(post.PostID) : href.rentDetails(post.PostID);
  return new URL(path, window.location.origin).href;
}

/** Copy to the clipboard; false when the browser refuses (no permission, not a secure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
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
