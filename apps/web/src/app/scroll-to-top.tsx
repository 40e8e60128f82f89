import { SCROLL } from '@ghorbari/contracts';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneScreen } from '../lib/use-phone-screen.ts';
import { useScrolledPast } from './use-scroll-y.ts';
import { cn } from '../lib/class-names.ts';

/** On a phone, how long the button stays once the reader stops scrolling up. */
const LINGER_MS = 2500;

/**
 * On a phone the page's text runs to both edges, so a button fixed in the corner always sits on
 * something: comments' dates, "reply", the footer (issue 31). There it shows only while the reader
 * scrolls up — heading back, not reading — and goes when they scroll down or stop for a moment
 * (unless it has the keyboard focus). Wider screens keep it in the margin beside the content.
 */
function useShownOnScrollUp(enabled: boolean, held: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      clearTimeout(timer);
      if (y < last) {
        setShown(true);
        timer = setTimeout(() => setShown(false), LINGER_MS);
      } else if (y > last) setShown(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [enabled]);
  return enabled && (shown || held);
}

/**
 * Appears after 200px of scroll (spec §2); on a phone only while scrolling back up (above). A page
 * whose phone layout keeps the bottom corner for its own actions — a bar fixed to the bottom
 * (`data-bottom-bar`, the post's call bar) or a form whose buttons end the screen
 * (`data-own-bottom-corner`, the posting form) — goes without it on phones (issue 12).
 */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const past = useScrolledPast(SCROLL.scrollTopButtonAfterPx);
  const phone = usePhoneScreen();
  const [focused, setFocused] = useState(false);
  const scrolledUp = useShownOnScrollUp(phone, focused);
  if (!past || (phone && !scrolledUp)) return null;
  return (
    <button
      type="button"
      onClick={() => {
        // It is gone at the top, and a focus it had would keep it on a phone when next scrolled down.
        setFocused(false);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      aria-label={t('scrollTop')}
      title={t('scrollTop')}
      className={cn(
        'fixed bottom-5 right-5 z-30 inline-flex h-12 w-12 items-center',
        'justify-center rounded-full bg-brand-700 text-white shadow-lg',
        'hover:bg-brand-800 max-md:[body:has([data-bottom-bar])_&]:hidden',
        'max-md:[body:has([data-own-bottom-corner])_&]:hidden',
        // Above the phone's home bar.
        'mb-[env(safe-area-inset-bottom)]',
      )}
    >
      <ArrowUp aria-hidden size={22} />
    </button>
  );
}
