import type { SavedPost } from '@ghorbari/contracts';
import { HardHat, Ruler } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatTaka } from '../../lib/format.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';

/**
 * A saved group-building offer's price per share ("about" when worked out by the sqft), smallest
 * flat and developer (spec §3: developBy).
 */
export function SavedGroupFacts({ post }: { post: SavedPost }) {
  const { t } = useTranslation('group');
  const language = useLanguage();
  return (
    <div className="mt-1 space-y-1" data-testid="saved-group-facts">
      {post.price !== null ? (
        <p className="font-semibold text-brand-800">
          {/* A share's floor area at the price per sqft reads "about", as on the offer's card (issue 44). */}
          {t(post.priceEstimated ? 'units.aboutPerShare' : 'units.perShare', {
            amount: formatTaka(post.price, language),
          })}
        </p>
      ) : null}
      {post.size !== null ? (
        <p className="flex items-start gap-1 text-sm text-gray-700">
          <Ruler aria-hidden size={15} className="mt-0.5 shrink-0 text-gray-500" />
          <span>{t('saved.flatsFrom', { size: t('units.sqft', { n: formatNumber(post.size, language) }) })}</span>
        </p>
      ) : null}
      {post.developBy ? (
        <p className="flex items-start gap-1 text-sm text-gray-700">
          <HardHat aria-hidden size={15} className="mt-0.5 shrink-0 text-gray-500" />
          <span>
            {t('card.developer')} <span lang={textLanguage(post.developBy, language)}>{post.developBy}</span>
          </span>
        </p>
      ) : null}
    </div>
  );
}
