import type { Language, PostDetail } from '@ghorbari/contracts';
import { ChevronDown } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatLand, isLandUnit, otherLandUnits } from './land-units.ts';

/**
 * A post's land size in the unit its owner gave and, on tap, in the other units (issue 17):
 * a buyer who thinks in bigha reads a plot offered in katha without a calculator.
 */
export function LandSize({ post, language }: { post: Pick<PostDetail, 'landSize' | 'landUnits'>; language: Language }) {
  const { t } = useTranslation(['listings', 'enums']);
  const id = useId();
  const [open, setOpen] = useState(false);
  const size = post.landSize;
  if (size === null) return null;
  const unit = post.landUnits;
  // Without a known unit there is nothing to convert from.
  if (!isLandUnit(unit))
    return (
      <>{t('card.land', { n: formatNumber(size, language), unit: unit ? t(`enums:landUnit.${unit}`) : '' }).trim()}</>
    );

  return (
    <div className="flex flex-col items-end">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-units`}
        onClick={() => setOpen(!open)}
        className={cn(
          'inline-flex min-h-11 items-center gap-1.5 rounded-md px-1 text-right font-semibold text-gray-900',
          'hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none',
        )}
      >
        <span>
          {formatLand(t, size, unit, language)}
          <span className="block text-[13px] font-medium text-brand-800 underline decoration-dotted underline-offset-2">
            {t(open ? 'landSize.hideOther' : 'landSize.showOther')}
          </span>
        </span>
        <ChevronDown aria-hidden size={18} className={cn('shrink-0 text-brand-700', open ? 'rotate-180' : '')} />
      </button>
      <div id={`${id}-units`} hidden={!open} className="mt-1 w-full">
        <ul
          aria-label={t('landSize.otherUnits')}
          className="flex flex-wrap justify-end gap-1.5"
          data-testid="land-units"
        >
          {otherLandUnits(size, unit).map((other) => (
            <li
              key={other.unit}
              className={cn(
                'rounded-full bg-brand-50 px-2.5 py-0.5 text-[14px] font-medium',
                'text-gray-900 ring-1 ring-brand-100',
              )}
            >
              {formatLand(t, other.value, other.unit, language)}
            </li>
          ))}
        </ul>
        <p className="mt-1.5 text-[13px] font-normal text-gray-600">
          {t('landSize.note')
            .split(' · ')
            .map((part, index) => (
              <Fragment key={part}>
                {index > 0 ? ' · ' : ''}
                <span className="whitespace-nowrap">{part}</span>
              </Fragment>
            ))}
        </p>
      </div>
    </div>
  );
}
