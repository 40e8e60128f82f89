import { SCROLL } from '@ghorbari/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { ArrowUp } from '../components/inline-icons.tsx';
import { useTranslation } from 'react-i18next';
import { coversControl } from './covered-controls.ts';
import { useScrolledPast } from './use-scroll-y.ts';
import { cn } from '../lib/class-names.ts';

/**
 * Whether the button, where it stands, would lie over a control of the page (covered-controls.ts),
 * looked at again once a frame after anything that may move the page under it: a scroll (of the
 * page or of a box in it), a resize, a tap, a key, typing, the page's height changing. Never
 * while the button has the focus: a keyboard user who reached it keeps it.
 */
function useOverControl(button: RefObject<HTMLButtonElement | null>, shown: boolean): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const element = button.current;
    if (!shown || !element) return;
    let frame = 0;
    const look = () => {
      frame = 0;
      setOver(document.activeElement !== element && coversControl(element));
    };
    const soon = () => {
      if (frame === 0) frame = requestAnimationFrame(look);
    };
    const events = ['scroll', 'resize', 'click', 'keyup', 'input', 'focusin', 'focusout', 'transitionend'];
    for (const name of events) window.addEventListener(name, soon, { capture: true, passive: true });
    const resized = new ResizeObserver(soon);
    resized.observe(document.body);
    soon();
    return () => {
      for (const name of events) window.removeEventListener(name, soon, { capture: true });
      resized.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [button, shown]);
  return shown && over;
}

/**
 * Appears after 200px of scroll, on every screen (spec §2; ADR 040), in the bottom corner, clear
 * of the sticky navbar at the top. On a phone page with a bar fixed to the bottom
 * (`data-bottom-bar`, a post's call bar: about 66px) it sits above the bar, not over its buttons.
 * It never lies over a control of the page (issue 64, item 6; ADR 040): while one is under it (a
 * notification's delete button, a filter's select, a form's field) it steps aside, faded out and
 * out of reach, and comes back once the reader has scrolled on. At the end of a page the footer's
 * last line is under it, where nothing is tapped.
 */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const past = useScrolledPast(SCROLL.scrollTopButtonAfterPx);
  const ref = useRef<HTMLButtonElement>(null);
  const aside = useOverControl(ref, past);
  if (!past) return null;
  return (
    <button
      ref={ref}
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('scrollTop')}
      title={t('scrollTop')}
      data-testid="scroll-to-top"
      data-aside={aside ? 'true' : undefined}
      className={cn(
        // 44px: a whole touch target, a little less of the page under it than before (48px).
        'fixed bottom-4 right-4 z-30 inline-flex h-11 w-11 items-center',
        'justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800',
        'max-md:[body:has([data-bottom-bar])_&]:bottom-[84px]',
        // Above the phone's home bar (and the call bar, which stands on it).
        'mb-[env(safe-area-inset-bottom)]',
        'transition-[opacity,visibility] duration-150 motion-reduce:transition-none',
        aside && 'invisible opacity-0',
      )}
    >
      <ArrowUp aria-hidden size={22} />
    </button>
  );
}
