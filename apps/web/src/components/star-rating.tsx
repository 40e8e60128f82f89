import { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';
import { formatNumber } from '../lib/format.ts';
import { useLanguage } from '../lib/use-language.ts';

interface StarRatingProps {
  /** The rating, e.g. 4.3; shown to the nearest half star. */
  value: number;
  max?: number;
  /** Star size in pixels. */
  size?: number;
  className?: string;
}

/** Each star's fill: 1 full, 0.5 half, 0 empty, for `value` rounded to the nearest half. */
export function starFills(value: number, max = 5): number[] {
  const halves = Math.round(Math.min(Math.max(value, 0), max) * 2);
  return Array.from({ length: max }, (_, i) => Math.min(Math.max(halves - i * 2, 0), 2) / 2);
}

/** The room between two stars, in pixels. */
const STAR_GAP = 2;

/**
 * A rating as stars, in half stars (decision 016). One image to assistive technology, named with
 * the value to one decimal, "4.5 out of 5" / "৫-এর মধ্যে ৪.৫"; the stars themselves are hidden from it.
 *
 * Drawn as one element: a row of star-shaped holes (`.star-row` in index.css, a CSS mask) over a
 * gold fill as far as the rating and grey after it. Ten SVG stars a rating made the firm
 * directory's HTML 74 KB heavier (a phone parses and lays out every one of them, issue 43).
 */
export function StarRating({ value, max = 5, size = 16, className }: StarRatingProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const label = t('rating.outOf', {
    value: formatNumber(Math.min(Math.max(value, 0), max), language, { maximumFractionDigits: 1 }),
    max: formatNumber(max, language),
  });
  const tile = size + STAR_GAP;
  const fills = starFills(value, max);
  const full = fills.filter((fill) => fill === 1).length;
  const half = fills.includes(0.5) ? STAR_GAP / 2 + size / 2 : 0;
  const style = {
    width: tile * max,
    height: size,
    '--star-tile': `${tile}px`,
    '--star-fill': `${full * tile + half}px`,
  } as CSSProperties;
  return (
    <span role="img" aria-label={label} className={cn('inline-flex shrink-0 items-center', className)}>
      <span aria-hidden className="star-row" style={style} />
    </span>
  );
}
