import type { FirmCard as FirmCardData, Language } from '@ghorbari/contracts';
import { Camera, MapPin, Palette, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { firmBudgetRangeText } from './firm-budget.ts';
import { formatNumber } from '../../lib/format.ts';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { CardFact, CardFrame, CardLink, CardPhoto } from '../../components/card-parts.tsx';
import { CompareIsland } from '../compare/compare-island.tsx';
import { RatingLine } from './rating-line.tsx';

interface FirmCardProps {
  firm: FirmCardData;
  language: Language;
  /** Router state handed to the firm's page (the directory it was opened from, for its back link). */
  linkState?: unknown;
}

/** The firm's first photo (its logo over it), or the logo alone, or a drawing: the frame is fixed either way. */
function CardImage({ firm }: { firm: FirmCardData }) {
  return (
    <div className="relative aspect-[4/3] bg-gray-100">
      {/* Without a photo the logo fills the frame, shown whole on white. */}
      <CardPhoto
        src={firm.imageUrl || firm.logoUrl}
        alt=""
        width={480}
        height={360}
        Icon={Palette}
        className={firm.imageUrl ? undefined : 'h-full w-full bg-white object-contain p-8'}
      />
      {firm.imageUrl && firm.logoUrl ? (
        <img
          src={firm.logoUrl}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className={cn(
            'absolute bottom-2 left-2 h-14 w-14 rounded-lg bg-white object-contain p-1',
            'shadow ring-1 ring-black/10',
          )}
        />
      ) : null}
      <CompareIsland
        kind="interior"
        id={firm.PostID}
        card={{ title: firm.name }}
        className="absolute right-2 top-2 z-10"
      />
    </div>
  );
}

/** A firm in the directory: photo, name, work categories, rating, budget, place and first services. */
export function FirmCard({ firm, language, linkState }: FirmCardProps) {
  const { t } = useTranslation(['interior', 'enums']);
  const place = shortPlace(useLocationNames(firm.location, language));
  const nameLang = textLanguage(firm.name, language);
  const n = (value: number) => formatNumber(value, language);
  return (
    <CardFrame testId="firm-card">
      <CardImage firm={firm} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-[18px] font-semibold leading-snug text-gray-900" lang={nameLang}>
          <CardLink to={href.interiorDetails(firm.PostID)} state={linkState}>
            {firm.name}
          </CardLink>
        </h2>
        <p className="text-[15px] font-semibold text-brand-800">
          {firm.categories.map((category) => t(`enums:interiorCategory.${category}`)).join(' · ')}
        </p>
        <RatingLine average={firm.averageRating} count={firm.totalRatings} language={language} />
        <ul className="flex flex-col gap-1 text-[15px] text-gray-700">
          <CardFact Icon={Wallet}>
            <span data-testid="firm-card-budget">
              {[
                firmBudgetRangeText(t, firm, language),
                t('card.budget', { tier: t(`enums:budgetTier.${firm.budgetTier}`) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </CardFact>
          {place ? <CardFact Icon={MapPin}>{place}</CardFact> : null}
          <CardFact Icon={Camera}>{t('card.photos', { count: firm.totalImages, n: n(firm.totalImages) })}</CardFact>
        </ul>
        {firm.services.length > 0 ? (
          <ul aria-label={t('card.services')} className="mt-auto flex flex-wrap gap-1.5 pt-1">
            {firm.services.map((service) => (
              <li key={service} className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm text-gray-800">
                {t(`enums:interiorService.${service}`)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </CardFrame>
  );
}
