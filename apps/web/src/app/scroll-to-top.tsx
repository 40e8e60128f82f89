import { SCROLL } from '@ghorbari/contracts';
import { ArrowUp } from '../components/inline-icons.tsx';
import { useTranslation } from 'react-i18next';
import { useScrolledPast } from './use-scroll-y.ts';
import { cn } from '../lib/class-names.ts';

/**
 * Appears after 200px of scroll, on every screen (spec §2; ADR 040), in the bottom corner, clear
 * of the sticky navbar at the top. On a phone page with a bar fixed to the bottom
 * (`data-bottom-bar`, a post's call bar: about 66px) it sits above the bar, not over its buttons.
 * A form whose own buttons end the page (the posting form) leaves room below them on a phone, so
 * they can always be scrolled clear of the button (issue 39; before, the button hid there).
 */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const past = useScrolledPast(SCROLL.scrollTopButtonAfterPx);
  if (!past) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('scrollTop')}
      title={t('scrollTop')}
      data-testid="scroll-to-top"
      className={cn(
        'fixed bottom-5 right-5 z-30 inline-flex h-12 w-12 items-center',
        'justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800',
        'max-md:[body:has([data-bottom-bar])_&]:bottom-[84px]',
        // Above the phone's home bar (and the call bar, which stands on it).
        'mb-[env(safe-area-inset-bottom)]',
      )}
    >
      <ArrowUp aria-hidden size={22} />
    </button>
  );
}
