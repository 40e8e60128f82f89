import type { Language, PresentedPriceUnit } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice, formatPriceInWords } from '../../lib/format.ts';

interface PriceTextProps {
  price: number;
  unit: PresentedPriceUnit;
  language: Language;
  /** Classes of the price line; the lakh/crore line under it is always small and grey. */
  priceClassName: string;
  /** Classes of the block around both lines (its spacing in the card). */
  className?: string;
}

/**
 * A post's price with its unit, and under it the amount as people say it ("1.31 crore",
 * "৮৪ লাখ") from one lakh up: the same on every card and details page (issue 10).
 */
export function PriceText({ price, unit, language, priceClassName, className }: PriceTextProps) {
  const { t } = useTranslation('common');
  const words = formatPriceInWords(t, price, language);
  return (
    <div className={className}>
      <p className={priceClassName}>{formatPrice(t, price, unit, language)}</p>
      {words ? <p className="text-sm text-gray-600">{words}</p> : null}
    </div>
  );
}
