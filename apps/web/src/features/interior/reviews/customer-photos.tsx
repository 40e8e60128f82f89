import type { PublicReview } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCustomerPhotos } from './api/firm-reviews.ts';
import type { ViewerPhoto } from '../../../components/gallery/photo-viewer.tsx';

/** Photos clients added to their reviews, in a strip that scrolls sideways; each opens full screen. */
export function CustomerPhotos({
  firmId,
  onOpen,
}: {
  firmId: string;
  onOpen: (photos: ViewerPhoto[], index: number) => void;
}) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const query = useCustomerPhotos(firmId);
  const name = (review: PublicReview) => review.reviewer.name ?? t('list.formerMember');
  const photos: ViewerPhoto[] = (query.data?.reviews ?? []).flatMap((review) =>
    review.images.map((src) => ({ src, alt: t('photos.by', { name: name(review) }) })),
  );
  if (photos.length === 0) return null;
  return (
    <div className="mt-4" data-testid="customer-photos">
      <h3 className="text-base font-semibold text-gray-900">
        {t('photos.title', { n: formatNumber(photos.length, language) })}
      </h3>
      <ul className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {photos.map((photo, index) => (
          <li key={photo.src} className="shrink-0">
            <button
              type="button"
              onClick={() => onOpen(photos, index)}
              aria-label={t('photos.open', { n: formatNumber(index + 1, language), alt: photo.alt })}
              className="block overflow-hidden rounded-lg ring-1 ring-gray-200 hover:opacity-90"
            >
              <img src={photo.src} alt="" loading="lazy" className="h-24 w-24 object-cover sm:h-28 sm:w-28" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
