import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { useNavigate } from '../../lib/navigation/navigation.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { CategoryTabs } from './category-tabs.tsx';
import { useReadersFirm, type FirmIslandProps } from './firm-reader.ts';
import { captionFor, photoAlt } from './photo-caption.ts';
import { photoCategories, photosOf } from './photo-categories.ts';

// The full-screen viewer and its dialog code load on the first tap on a photo (issue 43).
const PhotoViewer = lazy(() =>
  import('../../components/gallery/photo-viewer.tsx').then((module) => ({ default: module.PhotoViewer })),
);

export interface FirmGalleryProps extends FirmIslandProps {
  /** The category and the open photo the address named (?category=, ?photo=). */
  category: string;
  photo: string;
}

/**
 * A firm's photos as a grid, narrowed by category, and the full-screen viewer: the island of
 * /Interior-Image-Gallery/{id} (ADR 059). The category and the open photo stay in the address,
 * so a reload keeps them; the firm comes from the query cache the page was rendered from.
 */
export function FirmGallery({ firmId, category: named, photo: opened }: FirmGalleryProps) {
  const { t } = useTranslation(['interior', 'enums']);
  const language = useLanguage();
  const navigate = useNavigate();
  const [view, setViewState] = useState({ category: named, photo: opened });
  const firm = useReadersFirm(firmId)?.firm;
  if (!firm) return null;

  const categories = photoCategories(firm.photos);
  const category = categories.includes(view.category as never) ? view.category : '';
  const shown = photosOf(firm.photos, category);
  const open = shown.findIndex((photo) => photo.id === view.photo);
  const n = (value: number) => formatNumber(value, language);
  const setView = (next: { category?: string; photo?: string }) => {
    setViewState({ category: next.category ?? '', photo: next.photo ?? '' });
    const search = new URLSearchParams();
    if (next.category) search.set('category', next.category);
    if (next.photo) search.set('photo', next.photo);
    const query = search.toString();
    void navigate({ search: query ? `?${query}` : '' }, { replace: true, addressOnly: true, preventScrollReset: true });
  };

  return (
    <>
      <div className="mt-4">
        <CategoryTabs categories={categories} current={category} onChange={(next) => setView({ category: next })} />
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4" data-testid="gallery-grid">
        {shown.map((photo, position) => {
          const caption = captionFor(photo, language);
          return (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => setView({ category, photo: photo.id })}
                className={cn(
                  'group block w-full overflow-hidden rounded-lg bg-gray-100 text-left ring-1 ring-gray-200',
                  'focus-visible:outline-offset-2',
                )}
                aria-label={t('viewer.openPhoto', { n: n(position + 1), caption: caption.text || firm.name })}
              >
                <img
                  src={photo.card}
                  alt=""
                  width={480}
                  height={360}
                  loading={position < 8 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover transition group-hover:opacity-90"
                />
                {caption.text ? (
                  <span
                    aria-hidden
                    lang={caption.lang}
                    className="block truncate bg-white px-2 py-1.5 text-sm text-gray-800"
                  >
                    {caption.text}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {open >= 0 ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={shown.map((photo) => {
              const caption = captionFor(photo, language);
              return {
                src: photo.large,
                ...photoAlt(caption, firm.name, language),
                caption: caption.text,
                detail: t(`enums:interiorCategory.${photo.category}`),
              };
            })}
            index={open}
            onIndex={(next) => setView({ category, photo: shown[next]?.id })}
            onClose={() => setView({ category })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
