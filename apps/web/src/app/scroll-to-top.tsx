import { SCROLL } from '@ghorbari/contracts';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useScrolledPast } from './use-scroll-y.ts';
import { cn } from '../lib/class-names.ts';

/**
 * Appears after 200px of scroll (spec §2). A page with a bar fixed to the bottom of a phone's
 * screen (`data-bottom-bar`, e.g. the post's call bar) keeps that corner for its own actions: there
 * the button would sit over the page's content or the bar, so phones go without it (issue 12).
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
      )}
    >
      <ArrowUp aria-hidden size={22} />
    </button>
  );
}
