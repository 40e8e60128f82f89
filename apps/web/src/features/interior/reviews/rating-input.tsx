import { LIMITS, type MessageKey } from '@ghorbari/contracts';
import { AlertCircle, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Every rating one can give: half a star to 5 stars in half steps (ADR 016). */
export const RATING_VALUES = Array.from({ length: LIMITS.ratingMax * 2 }, (_, index) => (index + 1) / 2);

const STAR = 48;

interface RatingInputProps {
  value: number | null;
  onChange: (value: number) => void;
  problem: MessageKey | null;
}

/**
 * The rating step: five stars, each in two halves, as one group of ten radio buttons. The arrow
 * keys move half a star at a time; a tap on a star's left half gives the half star. Each half is
 * 24 × 48 px, a finger's width.
 */
export function RatingInput({ value, onChange, problem }: RatingInputProps) {
  const { t } = useTranslation(['reviews', 'messages']);
  const language = useLanguage();
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const stars = (rating: number) => formatNumber(rating, language, { maximumFractionDigits: 1 });

  return (
    <fieldset aria-describedby={problem ? `${name}-problem` : `${name}-value`}>
      <legend className="text-sm font-semibold text-gray-800">{t('rating.legend')}</legend>
      <div className="mt-2 flex items-center" onPointerLeave={() => setHover(null)} data-testid="rating-input">
        {Array.from({ length: LIMITS.ratingMax }, (_, index) => {
          const fill = Math.min(Math.max(shown - index, 0), 1);
          return (
            <span key={index} className="relative inline-block" style={{ width: STAR, height: STAR }}>
              <Star
                aria-hidden
                size={STAR - 6}
                className="absolute left-[3px] top-[3px] text-gray-300"
                fill="currentColor"
                strokeWidth={0}
              />
              {fill > 0 ? (
                <span aria-hidden className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: STAR * fill }}>
                  <Star
                    size={STAR - 6}
                    className="absolute left-[3px] top-[3px] text-amber-500"
                    fill="currentColor"
                    strokeWidth={0}
                  />
                </span>
              ) : null}
              {[index + 0.5, index + 1].map((rating, half) => (
                <label
                  key={rating}
                  onPointerEnter={() => setHover(rating)}
                  className={cn(
                    'absolute top-0 h-full w-1/2 cursor-pointer rounded-sm',
                    half === 0 ? 'left-0' : 'right-0',
                    'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1',
                    'has-[:focus-visible]:outline-brand-700',
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={rating}
                    checked={value === rating}
                    onChange={() => onChange(rating)}
                    aria-label={t('rating.option', { count: rating, n: stars(rating) })}
                    className="sr-only"
                  />
                </label>
              ))}
            </span>
          );
        })}
      </div>
      <p id={`${name}-value`} aria-live="polite" className="mt-2 min-h-6 text-[15px] font-semibold text-gray-900">
        {value === null
          ? t('rating.none')
          : t('rating.chosen', { value: stars(value), max: formatNumber(LIMITS.ratingMax, language) })}
      </p>
      {problem ? (
        <p
          id={`${name}-problem`}
          role="alert"
          className="mt-1 flex items-start gap-1 text-sm font-semibold text-red-700"
        >
          <AlertCircle aria-hidden size={16} className="mt-0.5 shrink-0" />
          {t(problem, { ns: 'messages' })}
        </p>
      ) : null}
    </fieldset>
  );
}
