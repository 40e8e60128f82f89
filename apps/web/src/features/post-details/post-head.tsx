import type { PostDetail } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format.ts';
import { shortPlace, useLocationNames } from '../../lib/locations/use-location-names.ts';
import { usePageHead } from '../../lib/page-head.tsx';
import type { Language } from '@ghorbari/contracts';

/** The address of a post's share card: its first photo as a 1200×630 image (the API makes it). */
export const shareImagePath = (postId: string) => `/api/posts/${encodeURIComponent(postId)}/share.jpg`;

/**
 * What a shared link to the post shows (Facebook, WhatsApp) and what search engines read: the
 * price in Tk, the place and the first photo, and the listing as schema.org data. Renders nothing.
 */
export function PostHead({ post, language }: { post: PostDetail; language: Language }) {
  const { t } = useTranslation(['listings', 'enums', 'common']);
  const place = shortPlace(useLocationNames(post.location, language));
  const price = formatPrice(t, post.price, post.priceUnits, language);
  const kind = t(`enums:propertyType.${post.propertyType}`, { defaultValue: '' });
  const summary = [price, place, kind].filter(Boolean).join(' · ');
  const description = `${summary} — ${post.description}`;
  const image = post.images.length > 0 ? shareImagePath(post.PostID) : undefined;
  usePageHead({
    description,
    ...(image ? { image, imageAlt: post.postTitle } : {}),
    ogType: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: post.postTitle,
      description: post.description,
      datePosted: post.postDate,
      ...(place ? { contentLocation: { '@type': 'Place', name: place } } : {}),
      offers: {
        '@type': 'Offer',
        price: post.price,
        priceCurrency: 'BDT',
        businessFunction: `http://purl.org/goodrelations/v1#${post.type === 'rent' ? 'LeaseOut' : 'Sell'}`,
        availability: `https://schema.org/${post.closedAt ? 'SoldOut' : 'InStock'}`,
      },
    },
  });
  return null;
}
