import { priceDropOf, type Language, type PresentedPriceUnit } from '@ghorbari/contracts';
import { TrendingDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PriceText } from '../../domain/posts/price-text.tsx';
import { cn } from '../../lib/class-names.ts';
import { formatNumber, formatPrice, formatTaka } from '../../lib/format.ts';

interface SavedPriceProps {
  price: number;
  previousPrice: number | null | undefined;
  unit: PresentedPriceUnit;
  language: Language;
  /** A post rented or sold: its price no longer moves, so no drop is shown. */
  closed: boolean;
}

/**
 * A saved post's price; when it dropped (issue 19), the earlier price struck through beside it
 * and a badge saying by how much, in words as well as colour (the struck price is named for
 * screen readers, which do not announce strike-through).
 */
export function SavedPrice({ price, previousPrice, unit, language, closed }: SavedPriceProps) {
  const { t } = useTranslation(['priceDrops', 'common']);
  const drop = closed ? null : priceDropOf(price, previousPrice);
  const shown = (
    <PriceText price={price} unit={unit} language={language} priceClassName="font-semibold text-brand-800" />
  );
  if (!drop || previousPrice === null || previousPrice === undefined) return <div className="mt-1">{shown}</div>;
  const percent = formatNumber(drop.percent / 100, language, { style: 'percent' });
  return (
    <div className="mt-1">
      <div className="flex flex-wrap items-baseline gap-x-2">
        {shown}
        <p className="text-sm text-gray-600">
          <span className="sr-only">{t('card.earlierPrice')}: </span>
          <s>{formatPrice(t, previousPrice, unit, language)}</s>
        </p>
      </div>
      <p
        className={cn(
          'mt-1 inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5',
          'text-sm font-semibold text-amber-950',
        )}
        data-testid="price-drop"
      >
        <TrendingDown aria-hidden size={15} />
        {t(unit === 'per-month' ? 'card.droppedRent' : 'card.dropped', { percent })}
        <span className="sr-only"> ({t('card.droppedBy', { amount: formatTaka(drop.amount, language) })})</span>
      </p>
    </div>
  );
}
