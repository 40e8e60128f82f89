import type { FirmDetail, Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { contentFor } from '../../lib/content-twin.ts';
import { useFirstRender } from '../../lib/first-render.tsx';
import { usePageHead } from '../../lib/page-head.tsx';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import { formatAverage } from '../../domain/interior/rating-line.tsx';
import { firmBudgetRangeText } from '../../domain/interior/firm-budget.ts';
import { formatNumber } from '../../lib/format.ts';

/**
 * What a shared link to the firm shows (Facebook, WhatsApp) and what search engines read: its
 * work, budget, place and rating, its first photo, and the firm as schema.org data with its
 * rating when it has one. Renders nothing.
 */
export const firmShareImagePath = (firmId: string) => `/api/interior/${encodeURIComponent(firmId)}/share.jpg`;

export function FirmHead({ firm, language }: { firm: FirmDetail; language: Language }) {
  const { t } = useTranslation(['interior', 'enums']);
  const names = useLocationNames(firm.location, language);
  const { origin } = useFirstRender();
  const place = shortPlace(names);
  const { count, average } = firm.ratingSummary;
  // "Home, Office · Budget: Luxury · Gulshan, Dhaka · ★ 4.6 (12 reviews)"
  const summary = [
    firm.categories.map((category) => t(`enums:interiorCategory.${category}`)).join(', '),
    firmBudgetRangeText(t, firm, language) ?? t('card.budget', { tier: t(`enums:budgetTier.${firm.budgetTier}`) }),
    place,
    count > 0
      ? `★ ${formatAverage(average, language)} ${t('card.reviews', { count, n: formatNumber(count, language) })}`
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const photo = firm.photos[0];
  // What a link preview and search engines read, in the page's language when the firm gave it (ADR 039).
  const about = contentFor(firm.about, firm.aboutEn, language).text;
  const photoAlt = photo ? contentFor(photo.caption, photo.captionEn, language).text : '';
  usePageHead({
    description: `${summary} — ${about}`,
    // A 1200×630 JPEG made from the first photo: what WhatsApp and Facebook show best.
    ...(photo ? { image: firmShareImagePath(firm.PostID), imageAlt: photoAlt || firm.name } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      name: firm.name,
      description: about,
      telephone: firm.phone,
      ...(firm.logoUrl ? { logo: new URL(firm.logoUrl, origin).href } : {}),
      address: {
        '@type': 'PostalAddress',
        ...(firm.location.more ? { streetAddress: firm.location.more } : {}),
        ...(names.subDistrict || names.district ? { addressLocality: names.subDistrict || names.district } : {}),
        ...(names.division ? { addressRegion: names.division } : {}),
        addressCountry: 'BD',
      },
      knowsAbout: firm.services.map((service) => t(`enums:interiorService.${service}`)),
      ...(count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: average,
              reviewCount: count,
              bestRating: 5,
              worstRating: 0.5,
            },
          }
        : {}),
    },
  });
  return null;
}
