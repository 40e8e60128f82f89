import { SCROLL } from '@ghorbari/contracts';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useScrolledPast } from './use-scroll-y.ts';
import { cn } from '../lib/class-names.ts';

/** Appears after 200px of scroll (spec §2). */
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
        'hover:bg-brand-800',
      )}
    >
      <ArrowUp aria-hidden size={22} />
    </button>
  );
}
