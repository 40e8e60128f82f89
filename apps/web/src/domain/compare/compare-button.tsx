import { Check, Columns3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { COMPARE_MAX, toggleCompare, useCompareTray, type CompareKind } from './compare-tray.ts';
import { COMPARE_BUTTON_ATTRIBUTE, COMPARE_FACE_ATTRIBUTE } from './tray-storage.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Link, useNavigate } from '../../lib/navigation/navigation.tsx';
import { showToast } from '../../lib/toast.ts';

interface CompareButtonProps {
  kind: CompareKind;
  id: string;
  /**
   * On a card (issue 44): a small button over the photo named with the listing's title; the way on
   * to the compare page comes in the toast after a tap.
   */
  card?: {
    title: string;
    /** Over a row's small photo: the icon alone, so the photo stays seen (issue 64). */
    iconOnly?: boolean;
  };
  className?: string;
}

/**
 * Puts a listing in the compare tray or takes it out (issue 44), and once it is in, leads to the
 * compare page with the listings of its kind. The tray is on the device: no sign-in needed.
 */
export function CompareButton({ kind, id, card, className = '' }: CompareButtonProps) {
  const { t } = useTranslation('compare');
  const language = useLanguage();
  const navigate = useNavigate();
  const ids = useCompareTray()[kind];
  const added = ids.includes(id);
  const toggle = () => {
    const change = toggleCompare(kind, id);
    if (change === 'full') void showToast('warning', t('button.full', { n: formatNumber(COMPARE_MAX, language) }));
    else if (change === 'failed') void showToast('error', t('button.failed'));
    else if (change === 'added' && card) {
      const now = [...ids, id];
      void showToast('success', t('button.addedToast', { count: now.length, n: formatNumber(now.length, language) }), {
        action: { label: t('button.open'), onClick: () => void navigate(href.compare(kind, now)) },
      });
    }
  };
  // Both faces are in the HTML, the other one hidden, and the button names its listing: the page's
  // first script shows the tray's state before the island is live (tray-storage.ts).
  const face = (when: 'in' | 'out', content: ReactNode) => (
    <span
      hidden={(when === 'in') !== added}
      {...{ [COMPARE_FACE_ATTRIBUTE]: when }}
      // The page's first script may have set it already (tray-storage.ts): hydration expects that.
      suppressHydrationWarning
      className="contents"
    >
      {content}
    </span>
  );
  const marks = {
    [COMPARE_BUTTON_ATTRIBUTE]: `${kind}:${id}`,
    'data-added': added,
    'aria-pressed': added,
    suppressHydrationWarning: true,
  };
  if (card) {
    return (
      <button
        type="button"
        {...marks}
        // One name whatever the state (aria-pressed says it), holding the words on the button.
        aria-label={t('button.cardName', { title: card.title })}
        onClick={toggle}
        data-testid="compare-card-toggle"
        className={cn(
          'inline-flex h-9 items-center gap-1.5 rounded-full bg-white/95 text-sm font-semibold text-gray-900',
          card.iconOnly ? 'w-9 justify-center' : 'px-3',
          'shadow ring-1 ring-gray-300 transition hover:ring-brand-700',
          'data-[added=true]:bg-brand-700 data-[added=true]:text-white data-[added=true]:ring-brand-700',
          className,
        )}
      >
        {face('in', <Check aria-hidden size={16} />)}
        {face('out', <Columns3 aria-hidden size={16} />)}
        {card.iconOnly ? null : <span aria-hidden>{t('button.card')}</span>}
      </button>
    );
  }
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)} data-testid="compare-control">
      <button
        type="button"
        {...marks}
        onClick={toggle}
        className={cn(
          'inline-flex h-11 items-center justify-center gap-2 rounded-md border border-gray-300 bg-white px-4',
          'font-semibold text-gray-800 transition hover:border-brand-700 hover:text-brand-800',
          'data-[added=true]:border-brand-700 data-[added=true]:bg-brand-50 data-[added=true]:text-brand-800',
          'data-[added=true]:hover:bg-brand-100',
        )}
      >
        <Columns3 aria-hidden size={20} />
        {/* The name is what a tap does; the words on the button, what is. */}
        {face(
          'out',
          <>
            <span aria-hidden>{t('button.add')}</span>
            <span className="sr-only">{t('button.labelAdd')}</span>
          </>,
        )}
        {face(
          'in',
          <>
            <span aria-hidden>{t('button.added')}</span>
            <span className="sr-only">{t('button.labelAdded')}</span>
          </>,
        )}
      </button>
      {added ? (
        <Link
          to={href.compare(kind, ids)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('button.view', { count: ids.length, n: formatNumber(ids.length, language) })}
        </Link>
      ) : null}
    </div>
  );
}
