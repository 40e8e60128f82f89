import type { GroupCard as GroupCardData, Language } from '@ghorbari/contracts';
import { Building2, CalendarClock, Camera, HandCoins, HardHat, LandPlot, MapPin, Ruler, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber, formatPriceInWords } from '../../lib/format.ts';
import { formatMonth } from '../../lib/months.ts';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import { contentFor } from '../../lib/content-twin.ts';
import { textLanguage } from '../../lib/text-language.ts';
import {
  estimatedShareText,
  flatSizeText,
  landText,
  paymentTermsText,
  sharePriceText,
  sharesLeftText,
} from './group-format.ts';
import { CardFact, CardFrame, CardLink, CardPhoto } from '../../components/card-parts.tsx';
import { CompareIsland } from '../compare/compare-island.tsx';
import { WrittenIn } from '../../components/written-in.tsx';

interface GroupCardProps {
  offer: GroupCardData;
  language: Language;
  /** Router state handed to the offer's page (the list it was opened from, for its back link). */
  linkState?: unknown;
}

/** How much of the offer is taken, as a bar: the shares left are what a reader asks first. */
function SharesBar({ left, total }: { left: number; total: number }) {
  const taken = total > 0 ? Math.round(((total - left) / total) * 100) : 100;
  return (
    <span aria-hidden className="mt-1 block h-1.5 w-full overflow-hidden rounded-full bg-gray-200">
      <span className="block h-full rounded-full bg-amber-500" style={{ width: `${taken}%` }} />
    </span>
  );
}

/**
 * An offer in the list: photo, title, price per share, what it takes to book and when the flats
 * are handed over (issue 44: what an investor compares first), developer, place, land, flat
 * sizes and shares left.
 */
export function GroupCard({ offer, language, linkState }: GroupCardProps) {
  const { t } = useTranslation(['group', 'enums', 'common']);
  const place = shortPlace(useLocationNames(offer.location, language));
  const price = sharePriceText(t, offer, language);
  const words =
    offer.pricePerShare !== null
      ? formatPriceInWords(t, offer.pricePerShare, language)
      : estimatedShareText(t, offer, language);
  const filled = offer.status === 'filled';
  const title = contentFor(offer.title, offer.titleEn, language);
  const terms = paymentTermsText(t, offer, language);
  const facts = [
    offer.handoverMonth
      ? {
          key: 'handover',
          Icon: CalendarClock,
          text: t('card.handover', { month: formatMonth(offer.handoverMonth, language) }),
        }
      : null,
    terms ? { key: 'terms', Icon: HandCoins, text: terms } : null,
    {
      key: 'developer',
      Icon: HardHat,
      text: (
        <>
          {t('card.developer')} <span lang={textLanguage(offer.developBy, language)}>{offer.developBy}</span>
        </>
      ),
    },
    place ? { key: 'place', Icon: MapPin, text: place } : null,
    { key: 'land', Icon: LandPlot, text: t('card.land', { land: landText(t, offer, language) }) },
    {
      key: 'flats',
      Icon: Ruler,
      text: t('card.flats', { sizes: flatSizeText(t, offer.flatSizeMin, offer.flatSizeMax, language) }),
    },
    {
      key: 'floors',
      Icon: Building2,
      text: t('card.floors', { count: offer.floors, n: formatNumber(offer.floors, language) }),
    },
  ].filter((fact) => fact !== null);
  return (
    <CardFrame testId="group-card">
      <div className="relative aspect-[4/3] bg-gray-100">
        <CardPhoto src={offer.imageUrl} alt="" width={480} height={360} Icon={Building2} />
        <CompareIsland
          kind="group"
          id={offer.PostID}
          card={{ title: title.text }}
          className="absolute right-2 top-2 z-10"
        />
        {filled ? (
          <span
            className={cn(
              'absolute left-2 top-2 rounded-full bg-gray-900 px-2.5 py-0.5',
              'text-sm font-semibold text-white ring-1 ring-white/60',
            )}
          >
            {t('enums:groupOfferStatus.filled')}
          </span>
        ) : null}
        {offer.totalImages > 1 ? (
          <span
            className={cn(
              'absolute bottom-2 right-2 inline-flex items-center gap-1 rounded',
              'bg-black/70 px-2 py-0.5 text-sm text-white',
            )}
          >
            <Camera aria-hidden size={14} />
            <span className="sr-only">
              {t('card.photos', { count: offer.totalImages, n: formatNumber(offer.totalImages, language) })}
            </span>
            <span aria-hidden>{formatNumber(offer.totalImages, language)}</span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-[18px] font-semibold leading-snug text-gray-900">
          <CardLink to={href.groupDetails(offer.PostID)} state={linkState} lang={title.lang}>
            {title.text}
          </CardLink>
          <WrittenIn language={title.lang} />
        </h2>
        {price ? (
          <div>
            <p className="text-lg font-semibold text-brand-800" data-testid="share-price">
              {price}
            </p>
            {words ? <p className="text-sm text-gray-600">{words}</p> : null}
          </div>
        ) : null}
        <ul className="flex flex-col gap-1 text-[15px] text-gray-700">
          {facts.map(({ key, Icon, text }) => (
            <CardFact key={key} Icon={Icon}>
              {text}
            </CardFact>
          ))}
        </ul>
        <div className="mt-auto pt-1 text-[15px]" data-testid="shares-left">
          <p className={cn('flex items-center gap-1.5 font-semibold', filled ? 'text-gray-700' : 'text-amber-900')}>
            <Users aria-hidden size={17} className="shrink-0" />
            {sharesLeftText(t, offer.sharesLeft, offer.sharesTotal, language)}
          </p>
          <SharesBar left={offer.sharesLeft} total={offer.sharesTotal} />
        </div>
      </div>
    </CardFrame>
  );
}
