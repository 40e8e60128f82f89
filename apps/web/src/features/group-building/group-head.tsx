import type { GroupDetail, Language } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import { contentFor } from '../../lib/content-twin.ts';
import { usePageHead } from '../../lib/page-head.tsx';
import { landText, sharePriceText, sharesLeftText } from '../../domain/group-building/group-format.ts';

/**
 * What a shared link to the offer shows (Facebook, WhatsApp) and what search engines read: the
 * place, the land, the price per share and the shares left, and its first photo large (no share
 * card is made for offers yet). Renders nothing.
 */
export function GroupHead({ offer, language }: { offer: GroupDetail; language: Language }) {
  const { t } = useTranslation(['group', 'enums', 'common']);
  const place = shortPlace(useLocationNames(offer.location, language));
  const summary = [
    place,
    t('card.land', { land: landText(t, offer, language) }),
    sharePriceText(t, offer, language),
    sharesLeftText(t, offer.sharesLeft, offer.sharesTotal, language),
  ]
    .filter(Boolean)
    .join(' · ');
  const photo = offer.images[0];
  // The reader's language where staff gave an English twin (ADR 039).
  const description = contentFor(offer.description, offer.descriptionEn, language).text;
  const title = contentFor(offer.title, offer.titleEn, language).text;
  usePageHead({
    description: `${summary} — ${description}`,
    // The photo as it is: its size is not known here, so none is claimed.
    ...(photo ? { image: photo.large, imageAlt: title, imageSize: null } : {}),
    ogType: 'article',
  });
  return null;
}
