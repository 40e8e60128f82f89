import type { Language, PostDetail } from '@ghorbari/contracts';
import {
  Bath,
  BedDouble,
  Building2,
  Handshake,
  LandPlot,
  MapPin,
  ReceiptText,
  Ruler,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatTaka } from '../../lib/format.ts';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import { cn } from '../../lib/class-names.ts';
import { floorText } from '../../domain/posts/floor-text.ts';

type Fact = { key: string; icon: LucideIcon; text: string };

function useKeyFacts(post: PostDetail, language: Language): Fact[] {
  const { t } = useTranslation(['listings', 'enums']);
  const n = (value: number) => formatNumber(value, language);
  const names = useLocationNames(post.location, language);
  const place = shortPlace(names);
  const floor = floorText(t, post.availableFloor, post.totalFloors, language);
  const bedrooms = post.rooms.bedrooms ?? post.bedrooms;
  const bathrooms = post.rooms.bathrooms ?? post.bathrooms;
  const land = post.landSize !== null ? t('card.land', { n: n(post.landSize), unit: landUnit(post, t) }).trim() : null;
  const facts: (Fact | null)[] = [
    bedrooms !== null
      ? { key: 'bedrooms', icon: BedDouble, text: t('card.bedrooms', { count: bedrooms, n: n(bedrooms) }) }
      : null,
    bathrooms !== null
      ? { key: 'bathrooms', icon: Bath, text: t('card.bathrooms', { count: bathrooms, n: n(bathrooms) }) }
      : null,
    // A house for sale says both its floor area and its land (issue 41).
    post.size !== null ? { key: 'size', icon: Ruler, text: t('card.sqft', { n: n(post.size) }) } : null,
    land ? { key: 'land', icon: LandPlot, text: land } : null,
    ...moneyFacts(post, language, t),
    floor ? { key: 'floor', icon: Building2, text: floor } : null,
    place ? { key: 'area', icon: MapPin, text: place } : null,
    post.negotiable
      ? {
          key: 'negotiable',
          icon: Handshake,
          text: t(post.type === 'rent' ? 'detail.keyFacts.negotiableRent' : 'detail.keyFacts.negotiableSell'),
        }
      : null,
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}

/**
 * The money a renter asks about besides the rent (advance, service charge), and a plot's price
 * per katha beside its total.
 */
function moneyFacts(post: PostDetail, language: Language, t: TFunction): (Fact | null)[] {
  const taka = (amount: number) => formatTaka(amount, language);
  if (post.type === 'rent')
    return [
      post.advanceMonths
        ? {
            key: 'advance',
            icon: Wallet,
            text: t('detail.keyFacts.advance', {
              count: post.advanceMonths,
              n: formatNumber(post.advanceMonths, language),
            }),
          }
        : null,
      post.serviceCharge !== null
        ? {
            key: 'serviceCharge',
            icon: ReceiptText,
            text:
              post.serviceCharge === 0
                ? t('detail.keyFacts.noServiceCharge')
                : t('detail.keyFacts.serviceCharge', { amount: taka(post.serviceCharge) }),
          }
        : null,
    ];
  // A plot's price per katha; a house's price is for the building too, so it has none.
  const perKatha =
    post.propertyType === 'land' && post.landUnits === 'katha' && post.landSize && post.priceUnits === 'total-price'
      ? Math.round(post.price / post.landSize)
      : null;
  return [
    perKatha
      ? { key: 'perKatha', icon: Wallet, text: t('detail.keyFacts.perKatha', { amount: taka(perKatha) }) }
      : null,
  ];
}

function landUnit(post: PostDetail, t: (key: string) => string): string {
  return post.landUnits ? t(`enums:landUnit.${post.landUnits}`) : '';
}

/** What people ask first, right under the price: rooms, size, floor, area (issue 12, defect 8). */
export function KeyFacts({ post, language }: { post: PostDetail; language: Language }) {
  const { t } = useTranslation('listings');
  const facts = useKeyFacts(post, language);
  if (facts.length === 0) return null;
  return (
    <ul aria-label={t('detail.keyFacts.label')} className="flex flex-wrap gap-1.5" data-testid="key-facts">
      {facts.map(({ key, icon: Icon, text }) => (
        <li
          key={key}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5',
            'text-[14px] font-medium text-gray-900 ring-1 ring-brand-100',
          )}
        >
          <Icon aria-hidden size={16} className="shrink-0 text-brand-700" />
          {text}
        </li>
      ))}
    </ul>
  );
}
