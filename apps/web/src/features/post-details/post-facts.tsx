import type { Language, PostDetail } from '@ghorbari/contracts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { island } from '../../islands/island.tsx';
import { LandSize } from './land-size.tsx';
import { SectionCard } from '../../components/section-card.tsx';

type Fact = { key: string; value: ReactNode };

// The size in the other units opens on a tap: an island on a page of islands (ADR 059).
const LandSizeIsland = island('land-size', LandSize);

/** Every field the owner filled in, with its translated label (spec §3); empty ones are left out. */
function useFacts(post: PostDetail, language: Language): Fact[] {
  const { t } = useTranslation(['listings', 'enums']);
  const n = (value: number) => formatNumber(value, language);
  const facts: [string, ReactNode][] = [
    ['propertyType', t(`enums:propertyType.${post.propertyType}`)],
    [
      'priceUnit',
      post.type === 'sell' && post.priceUnits !== 'total-price' ? t(`enums:priceUnit.${post.priceUnits}`) : null,
    ],
    ['size', post.size !== null ? t('card.sqft', { n: n(post.size) }) : null],
    [
      'landSize',
      post.landSize !== null ? (
        <LandSizeIsland post={{ landSize: post.landSize, landUnits: post.landUnits }} language={language} />
      ) : null,
    ],
    ['landCategory', post.landCategory ? t(`enums:landCategory.${post.landCategory}`) : null],
    ['constructionStatus', post.constructionStatus ? t(`enums:constructionStatus.${post.constructionStatus}`) : null],
    ['condition', post.condition ? t(`enums:condition.${post.condition}`) : null],
    ['roomsTotal', post.rooms.total !== null ? n(post.rooms.total) : null],
    ['bedrooms', post.rooms.bedrooms !== null ? n(post.rooms.bedrooms) : null],
    ['bathrooms', post.rooms.bathrooms !== null ? n(post.rooms.bathrooms) : null],
    ['balconies', post.rooms.balconies !== null ? n(post.rooms.balconies) : null],
    ['drawingRooms', post.rooms.drawingRooms !== null ? n(post.rooms.drawingRooms) : null],
    ['garages', post.rooms.garages !== null ? n(post.rooms.garages) : null],
    ['lift', post.lift ? t(`enums:lift.${post.lift}`) : null],
    ['parking', post.parking === null ? null : t(post.parking ? 'detail.parkingYes' : 'detail.parkingNo')],
    ['furnishing', post.furnishing ? t(`enums:furnishing.${post.furnishing}`) : null],
    ['facing', post.facing ? t(`enums:facing.${post.facing}`) : null],
    ['totalUnits', post.totalUnits !== null ? n(post.totalUnits) : null],
    ['totalFloors', post.totalFloors !== null ? n(post.totalFloors) : null],
    ['availableFloor', post.availableFloor !== null ? n(post.availableFloor) : null],
  ];
  return facts.filter((fact) => fact[1] !== null).map(([key, value]) => ({ key, value }));
}

export function PostFacts({ post, language }: { post: PostDetail; language: Language }) {
  const { t } = useTranslation(['listings', 'enums']);
  const facts = useFacts(post, language);
  return (
    <>
      <SectionCard id="post-details-title" title={t('detail.details')}>
        <dl className="mt-3 grid gap-x-6 sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.key} className="flex justify-between gap-4 border-b border-gray-100 py-2.5">
              <dt className="shrink-0 text-[15px] text-gray-600">{t(`fields.${fact.key}`)}</dt>
              <dd className="text-right text-[15px] font-semibold text-gray-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </SectionCard>
      {post.facilities.length > 0 ? (
        <SectionCard id="post-facilities-title" title={t('detail.facilities')}>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {post.facilities.map((facility) => (
              <li key={facility} className="flex items-center gap-2 text-[15px] text-gray-800">
                <Check aria-hidden size={18} className="shrink-0 text-brand-700" />
                {t(`enums:facility.${facility}`)}
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
    </>
  );
}
