import { Check, Columns3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { COMPARE_MAX, toggleCompare, useCompareTray, type CompareKind } from './compare-tray.ts';
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
  card?: { title: string };
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
  if (card) {
    return (
      <button
        type="button"
        aria-pressed={added}
        // One name whatever the state (aria-pressed says it), holding the words on the button.
        aria-label={t('button.cardName', { title: card.title })}
        onClick={toggle}
        data-testid="compare-card-toggle"
        className={cn(
          'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold shadow ring-1 transition',
          added
            ? 'bg-brand-700 text-white ring-brand-700'
            : 'bg-white/95 text-gray-900 ring-gray-300 hover:ring-brand-700',
          className,
        )}
      >
        {added ? <Check aria-hidden size={16} /> : <Columns3 aria-hidden size={16} />}
        <span aria-hidden>{t('button.card')}</span>
      </button>
    );
  }
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)} data-testid="compare-control">
      <button
        type="button"
        aria-pressed={added}
        aria-label={added ? t('button.labelAdded') : t('button.labelAdd')}
        onClick={toggle}
        className={cn(
          'inline-flex h-11 items-center justify-center gap-2 rounded-md border px-4 font-semibold transition',
          added
            ? 'border-brand-700 bg-brand-50 text-brand-800 hover:bg-brand-100'
            : 'border-gray-300 bg-white text-gray-800 hover:border-brand-700 hover:text-brand-800',
        )}
      >
        <Columns3 aria-hidden size={20} />
        <span aria-hidden>{added ? t('button.added') : t('button.add')}</span>
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
