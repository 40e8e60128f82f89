import { LIMITS, type MessageKey } from '@ghorbari/contracts';
import { AlertCircle, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** Every rating one can give: half a star to 5 stars in half steps (ADR 016). */
export const RATING_VALUES = Array.from({ length: LIMITS.ratingMax * 2 }, (_, index) => (index + 1) / 2);

const STAR = 48;

interface RatingInputProps {
  value: number | null;
  onChange: (value: number) => void;
  problem: MessageKey | null;
}

/**
 * The rating: five large stars that show the choice (a tap on a star's left half gives the half
 * star), and under them the ten choices as one group of radio buttons, "½" to "5". Ten halves of
 * stars cannot each be a finger wide on a phone (issue 31), so the choices are buttons of their
 * own: five in a row on a phone, ten on wider screens, each at least 44 px wide and high. The
 * arrow keys move half a star at a time.
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
      {/* The stars repeat the choices below for the pointer; assistive technology uses the buttons. */}
      <div aria-hidden className="mt-2 flex items-center" onPointerLeave={() => setHover(null)}>
        {Array.from({ length: LIMITS.ratingMax }, (_, index) => {
          const fill = Math.min(Math.max(shown - index, 0), 1);
          return (
            <span key={index} className="relative inline-block" style={{ width: STAR, height: STAR }}>
              <Star
                size={STAR - 6}
                className="absolute left-[3px] top-[3px] text-gray-300"
                fill="currentColor"
                strokeWidth={0}
              />
              {fill > 0 ? (
                <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: STAR * fill }}>
                  <Star
                    size={STAR - 6}
                    className="absolute left-[3px] top-[3px] text-amber-500"
                    fill="currentColor"
                    strokeWidth={0}
                  />
                </span>
              ) : null}
              {[index + 0.5, index + 1].map((rating, half) => (
                <span
                  key={rating}
                  onPointerEnter={() => setHover(rating)}
                  onClick={() => onChange(rating)}
                  className={cn('absolute top-0 h-full w-1/2 cursor-pointer', half === 0 ? 'left-0' : 'right-0')}
                />
              ))}
            </span>
          );
        })}
      </div>
      <div className="mt-2 grid grid-cols-5 gap-1.5 sm:grid-cols-10" data-testid="rating-input">
        {RATING_VALUES.map((rating) => (
          <label
            key={rating}
            onPointerEnter={() => setHover(rating)}
            onPointerLeave={() => setHover(null)}
            className={cn(
              'flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md px-1',
              'text-[15px] font-semibold ring-1 ring-inset',
              value === rating
                ? 'bg-amber-100 text-amber-950 ring-2 ring-amber-600'
                : 'bg-white text-gray-800 ring-gray-300 hover:bg-amber-50',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2',
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
            <span aria-hidden>{stars(rating)}</span>
          </label>
        ))}
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
