import { SCROLL } from '@ghorbari/contracts';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useScrolledPast } from './use-scroll-y.ts';
import { cn } from '../lib/class-names.ts';

/**
 * Appears after 200px of scroll (spec §2). A page whose phone layout keeps the bottom corner for
 * its own actions — a bar fixed to the bottom (`data-bottom-bar`, the post's call bar) or a form
 * whose buttons end the screen (`data-own-bottom-corner`, the posting form) — goes without it on
 * phones: there it would sit over the facts, the bar or the submit button (issue 12).
 */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const visible = useScrolledPast(SCROLL.scrollTopButtonAfterPx);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('scrollTop')}
      title={t('scrollTop')}
      className={cn(
        'fixed bottom-5 right-5 z-30 inline-flex h-12 w-12 items-center',
        'justify-center rounded-full bg-brand-700 text-white shadow-lg',
        'hover:bg-brand-800 max-md:[body:has([data-bottom-bar])_&]:hidden',
        'max-md:[body:has([data-own-bottom-corner])_&]:hidden',
      )}
    >
      <ArrowUp aria-hidden size={22} />
    </button>
  );
}
